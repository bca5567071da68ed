// The redzone web calculator: builds a scenario (the redzone scenario format) by clicking,
// and asks the server (the same library as the CLI) to judge it. No rules live here.
"use strict";

const $ = (sel, root = document) => root.querySelector(sel);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
};

const state = {
  scenario: emptyScenario(),
  cards: {},          // card name -> the card's JSON (/api/card), for showing it
  selected: null,     // a blocker waiting for the attacker it blocks
  errors: {},         // permanent id or player name -> messages
  fieldErrors: {},    // "battlefield.Bob[0].power" -> message
  warnings: [],       // what redzone doesn't model on this board (the answers' `warnings`)
  undo: [],           // the boards before each change, the last on top
  last: null,         // the board as last drawn (JSON), to push on the next change
  open: new Set(),    // permanents whose edit box is open (kept open across redraws)
  shown: false,       // a result is on screen (marked stale when the board changes)
  rulebook: {},       // rule -> its one-line summary (/api/rulebook)
  zoom: 1,            // the picture's scale
  panel: "after",     // which picture: before, after or both
};

function emptyScenario() {
  return {
    rules: "cr-current",
    players: { Alice: { life: 20 }, Bob: { life: 20 } },
    active: "Alice",
    battlefield: { Alice: [], Bob: [] },
    combat: { attacks: {}, blocks: {} },
  };
}

// --- the server ---------------------------------------------------------------------------

async function api(path, body, { text = false, signal = undefined } = {}) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": typeof body === "string" ? "text/plain" : "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal,
  };
  const response = await fetch(path, init);
  if (!response.ok) {
    let error;
    try { error = await response.json(); } catch (_) { error = { error: response.statusText }; }
    error.status = response.status;
    throw error;
  }
  return text ? response.text() : response.json();
}

function options(extra = {}) {
  const params = new URLSearchParams(extra);
  if ($("#assign-mode").value === "best") params.set("assign", "best");
  const seed = $("#seed").value;
  if (state.scenario.rules === "dice" && seed !== "") params.set("seed", seed);
  return params.toString();
}

// --- the scenario -------------------------------------------------------------------------

const sc = () => state.scenario;
const players = () => Object.keys(sc().players);
const combat = () => {
  const c = sc().combat || (sc().combat = {});
  c.attacks = c.attacks || {};
  c.blocks = c.blocks || {};
  return c;
};
const permanents = () => players().flatMap(p => (sc().battlefield[p] || []).map(
  (perm, index) => ({ perm, controller: p, index })));
const find = id => permanents().find(x => x.perm.id === id);
const blocksOf = blocker => {
  const b = combat().blocks[blocker];
  return b === undefined ? [] : Array.isArray(b) ? b : [b];
};
const blockersOf = attacker => Object.keys(combat().blocks).filter(
  b => blocksOf(b).includes(attacker));
// Two-Headed Giant (810): a player's team, and whether they are on the attacking side.
const teamOf = name => (sc().teams || []).find(team => team.includes(name)) || [name];
const attackingSide = name => teamOf(sc().active).includes(name);
const startingLife = () => (sc().teams || []).length ? 30 : 20;  // 810.4: a team's 30

function label(id) {
  const found = find(id);
  if (!found) return id;
  const p = found.perm;
  return p.name || (state.cards[p.card] || {}).name || p.card || p.id;
}

function typesOf(perm) {
  if (perm.types) return perm.types;
  const card = state.cards[perm.card];
  return card ? card.types.concat(card.supertypes) : ["creature"];
}

function stat(perm, key) {
  if (perm[key] !== undefined && perm[key] !== null) return String(perm[key]);
  const card = state.cards[perm.card];
  return card && card[key] !== null && card[key] !== undefined ? card[key] : "";
}

function newId(name) {
  const base = (name || "permanent").normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "permanent";
  const taken = new Set([...permanents().map(x => x.perm.id), ...players()]);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function removePermanent(id) {
  const found = find(id);
  if (!found) return;
  sc().battlefield[found.controller].splice(found.index, 1);
  for (const { perm } of permanents()) if (perm.attached_to === id) delete perm.attached_to;
  forgetCombat(id);
}

function forgetCombat(id) {
  const c = combat();
  delete c.attacks[id];
  delete c.blocks[id];
  for (const [b, targets] of Object.entries(c.blocks)) {
    const left = (Array.isArray(targets) ? targets : [targets]).filter(a => a !== id);
    if (left.length === 0) delete c.blocks[b];
    else c.blocks[b] = left.length === 1 ? left[0] : left;
  }
  for (const [a, target] of Object.entries(c.attacks)) if (target === id) delete c.attacks[a];
  if (c.assign) {
    delete c.assign[id];
    for (const split of Object.values(c.assign)) if (split && !Array.isArray(split)) delete split[id];
  }
  if (c.removed) c.removed = c.removed.filter(x => x !== id);
  if (c.order) delete c.order[id];
}

function defaultTarget(attacker) {
  return players().find(p => !attackingSide(p));
}

// Clicking a card declares: an attacking player's creature attacks (or stops); a defending
// creature is picked as a blocker, then the attacker it blocks is clicked.
function clickCard(id) {
  const found = find(id);
  if (!found) return;
  const c = combat();
  if (attackingSide(found.controller)) {
    if (state.selected) {
      const blocker = state.selected;
      const now = blocksOf(blocker);
      const next = now.includes(id) ? now.filter(a => a !== id) : [...now, id];
      if (next.length === 0) delete c.blocks[blocker];
      else c.blocks[blocker] = next.length === 1 ? next[0] : next;
      state.selected = null;
    } else if (id in c.attacks) {
      forgetCombat(id);
    } else {
      c.attacks[id] = defaultTarget(id);
    }
  } else {
    state.selected = state.selected === id ? null : id;
  }
  changed();
}

// --- drawing the board ----------------------------------------------------------------------

function colorClass(perm) {
  const colors = perm.colors || (state.cards[perm.card] || {}).colors || [];
  return colors.length > 1 ? "gold" : colors[0] || "";
}

// Redrawing keeps what is being typed into the forms of each side, and the focus.
function drawBoard() {
  const board = $("#board");
  const kept = {};
  for (const side of board.querySelectorAll(".side")) {
    kept[side.dataset.player] = {
      inputs: [...side.querySelectorAll("form input, form select")].map(i => i.value),
      byHand: $(".by-hand", side).hidden,
      error: $(".add-error", side).textContent,
    };
  }
  const focused = document.activeElement && document.activeElement.closest(".side form")
    ? [document.activeElement.closest(".side").dataset.player,
       [...document.activeElement.closest(".side").querySelectorAll("form input, form select")]
         .indexOf(document.activeElement)]
    : null;
  board.replaceChildren();
  const order = [...players().filter(p => !attackingSide(p)), ...players().filter(attackingSide)];
  for (const name of order) {
    const side = drawSide(name);
    const before = kept[name];
    if (before) {
      const fields = side.querySelectorAll("form input, form select");
      before.inputs.forEach((value, i) => { if (fields[i]) fields[i].value = value; });
      $(".by-hand", side).hidden = before.byHand;
      $(".add-error", side).textContent = before.error;
    }
    board.append(side);
    if (focused && focused[0] === name && focused[1] >= 0) {
      const field = side.querySelectorAll("form input, form select")[focused[1]];
      if (field) field.focus();
    }
  }
  $("#hint").textContent = state.selected
    ? `Now click the attacker that ${label(state.selected)} blocks (or click it again to cancel).`
    : "Click a creature of the attacking player to attack; click a defending creature, then the attacker it blocks.";
}

function drawSide(name) {
  const side = $("#side-template").content.firstElementChild.cloneNode(true);
  const player = sc().players[name] || {};
  const attacking = attackingSide(name);
  const team = teamOf(name);
  side.dataset.player = name;
  side.classList.toggle("active", attacking);
  $(".player-name", side).textContent = name;
  $(".role", side).textContent = (attacking ? "attacking" : "defending")
    + (team.length > 1 ? ` · team with ${team.filter(n => n !== name).join(", ")} (shared life)` : "");
  const life = $(".life", side);
  life.value = player.life ?? startingLife();
  life.addEventListener("change", () => { setPlayer(name, "life", life.value); });
  const poison = $(".poison", side);
  poison.value = player.poison ?? 0;
  poison.addEventListener("change", () => { setPlayer(name, "poison", poison.value); });
  const commander = Object.entries(player.commander_damage || {}).filter(([, n]) => n);
  $(".commander-damage", side).textContent = commander.length
    ? `commander damage: ${commander.map(([c, n]) => `${n} from ${label(c)}`).join(", ")}` : "";
  const makeActive = $(".make-active", side);
  makeActive.hidden = attacking;
  makeActive.addEventListener("click", () => {
    sc().active = name;
    sc().combat = { attacks: {}, blocks: {} };
    state.selected = null;
    changed();
  });
  $(".player-head .field-error", side).textContent = (state.errors[name] || []).join(" ");
  const list = $(".permanents", side);
  (sc().battlefield[name] || []).forEach((perm, index) => list.append(drawCard(perm, name, index)));
  const form = $(".add-card", side);
  const input = $(".card-name", form);
  input.addEventListener("input", () => suggest(input.value));
  form.addEventListener("submit", event => { event.preventDefault(); addCard(name, input, form); });
  const byHand = $(".by-hand", side);
  $(".by-hand-toggle", side).addEventListener("click", () => { byHand.hidden = !byHand.hidden; });
  byHand.addEventListener("submit", event => { event.preventDefault(); addByHand(name, byHand); });
  return side;
}

function drawCard(perm, controller, index) {
  const c = combat();
  const id = perm.id;
  const attacking = id in c.attacks;
  const blocking = blocksOf(id).length > 0;
  const types = typesOf(perm);
  const path = `battlefield.${controller}[${index}]`;
  const errors = [...(state.errors[id] || []), ...Object.entries(state.fieldErrors)
    .filter(([field]) => field === path || field.startsWith(path + ".") || field.startsWith(path + "["))
    .map(([, message]) => message)];
  const classes = ["card", colorClass(perm), attacking && "attacking", blocking && "blocking",
    state.selected === id && "selected", errors.length && "has-error"].filter(Boolean);
  const card = el("div", { class: classes.join(" "), "data-id": id, tabindex: 0, role: "button" });
  card.addEventListener("click", event => {
    if (event.target.closest("details, select, input, button, .assign")) return;
    clickCard(id);
  });
  card.addEventListener("keydown", event => {
    if (event.target === card && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      clickCard(id);
    }
  });
  let stats = "";
  if (types.includes("creature")) stats = `${stat(perm, "power")}/${stat(perm, "toughness")}`;
  else if (types.includes("planeswalker")) stats = `◆${stat(perm, "loyalty")}`;
  else if (types.includes("battle")) stats = `⛨${stat(perm, "defense")}`;
  else stats = types.filter(t => t !== "legendary").join(" ");
  const printed = perm.keywords || (state.cards[perm.card] || {}).keywords || [];
  const keywords = [...printed, ...(perm.gains || [])].filter(k => !(perm.loses || []).includes(k));
  // its abilities: the file's, else those redzone compiled from its card's text
  const abilities = (perm.abilities || (state.cards[perm.card] || {}).abilities || []).map(a =>
    a.text || (a.trigger ? `when: ${a.trigger}` : a.cost ? `${a.cost}: activated ability`
      : "static ability"));
  card.append(
    el("button", { class: "remove", type: "button", title: "Remove", "aria-label": `Remove ${label(id)}`,
      onclick: () => { removePermanent(id); changed(); } }, "×"),
    el("span", { class: "stats", text: stats }),
    el("div", { class: "title", text: label(id) }),
    el("div", { class: "pid", text: id }),
    el("div", { class: "kw", text: keywords.join(", ") }),
  );
  if (abilities.length) card.append(el("div", { class: "kw", text: abilities.join("; ") }));
  if (perm.damage) card.append(el("div", { class: "pid", text: `${perm.damage} damage marked` }));
  if (perm.attached_to) card.append(el("div", { class: "pid attached", text: `attached to ${label(perm.attached_to)}` }));
  if (attacking) card.append(drawAttack(id));
  if (blocking) {
    card.append(el("div", { class: "combat blocks" }, `blocks ${blocksOf(id).map(label).join(", ")} `,
      el("button", { type: "button", title: "Stop blocking", "aria-label": "Stop blocking",
        onclick: () => { delete c.blocks[id]; if (c.assign) delete c.assign[id]; changed(); } }, "×")));
  }
  const assign = drawAssign(id);
  if (assign) card.append(assign);
  card.append(drawEdit(perm, controller, index, types));
  for (const message of errors) card.append(el("div", { class: "card-error" }, ...withRule(message)));
  for (const w of state.warnings.filter(w => w.permanent === id)) {
    // a sentence of its card not modelled, or a field of the board its abilities read that
    // isn't given ("players.Bob.graveyard": its `why` says what redzone takes instead)
    const field = /^players\./.test(w.text);
    card.append(el("div", { class: "card-warning", title: w.why,
      text: field ? `⚠ ${w.text}: ${w.why}` : `⚠ not modelled: ${w.text}` }));
  }
  return card;
}

function drawAttack(id) {
  const c = combat();
  const targets = [];
  for (const p of players()) {
    if (p === sc().active) continue;
    targets.push([p, p]);
  }
  for (const { perm } of permanents()) {
    const types = typesOf(perm);
    if (types.includes("planeswalker") || types.includes("battle")) targets.push([perm.id, label(perm.id)]);
  }
  const select = el("select", { class: "target", "aria-label": "Attack target",
    onchange: event => { c.attacks[id] = event.target.value; changed(); } });
  for (const [value, text] of targets) {
    select.append(el("option", { value, selected: c.attacks[id] === value, text }));
  }
  return el("div", { class: "combat attacks" }, "attacks ", select);
}

// The recipients a creature might assign damage to: what it fights (the server judges).
function recipients(id) {
  const c = combat();
  if (id in c.attacks) {
    const blockers = blockersOf(id);
    return blockers.length ? [...blockers, c.attacks[id]] : [];
  }
  return blocksOf(id);
}

function drawAssign(id) {
  const targets = recipients(id);
  if (targets.length === 0) return null;
  const c = combat();
  const given = c.assign && c.assign[id] && !Array.isArray(c.assign[id]) ? c.assign[id] : null;
  const box = el("div", { class: "assign" });
  const toggle = el("label", {}, el("input", { type: "checkbox", class: "custom", checked: !!given,
    onchange: event => {
      c.assign = c.assign || {};
      if (event.target.checked) c.assign[id] = {};
      else delete c.assign[id];
      changed();
    } }), " assign damage");
  box.append(toggle);
  if (given) {
    for (const target of targets) {
      const input = el("input", { type: "number", min: 0, step: 1, value: given[target] ?? 0,
        "data-recipient": target, "aria-label": `Damage to ${label(target)}`,
        onchange: event => {
          const n = parseInt(event.target.value, 10);
          if (Number.isFinite(n) && n > 0) given[target] = n; else delete given[target];
          changed();
        } });
      box.append(el("label", {}, ` ${label(target)} `, input));
    }
  }
  return box;
}

function drawEdit(perm, controller, index, types) {
  const details = el("details", { open: state.open.has(perm.id) });
  details.addEventListener("toggle", () => {
    if (details.open) state.open.add(perm.id); else state.open.delete(perm.id);
  });
  details.append(el("summary", { text: "edit" }));
  const path = `battlefield.${controller}[${index}]`;
  const number = (key, text) => {
    const input = el("input", { type: "number", step: 1, value: perm[key] ?? "",
      placeholder: stat(perm, key), class: `edit-${key}`,
      onchange: event => {
        const v = event.target.value;
        if (v === "") delete perm[key]; else perm[key] = parseInt(v, 10);
        changed();
      } });
    if (state.fieldErrors[`${path}.${key}`]) input.classList.add("bad");
    details.append(el("label", {}, `${text} `, input));
  };
  if (types.includes("creature")) { number("power", "P"); number("toughness", "T"); }
  if (types.includes("planeswalker")) number("loyalty", "loyalty");
  if (types.includes("battle")) number("defense", "defense");
  if (attaches(perm)) details.append(drawAttach(perm, path));
  number("damage", "damage");
  if (types.includes("creature")) {
    for (const kind of ["+1/+1", "-1/-1"]) {
      const input = el("input", { type: "number", min: 0, step: 1, class: "edit-counters",
        value: (perm.counters || {})[kind] ?? "", "aria-label": `${kind} counters`,
        onchange: event => {
          const n = parseInt(event.target.value, 10);
          perm.counters = perm.counters || {};
          if (Number.isFinite(n) && n > 0) perm.counters[kind] = n; else delete perm.counters[kind];
          if (!Object.keys(perm.counters).length) delete perm.counters;
          changed();
        } });
      details.append(el("label", {}, `${kind} `, input));
    }
  }
  // The keywords it has: the card's, with what the box adds as `gains` and takes as `loses`
  // (a permanent by hand keeps its own `keywords`).
  const own = perm.keywords || (state.cards[perm.card] || {}).keywords || [];
  const has = [...own.filter(k => !(perm.loses || []).includes(k)), ...(perm.gains || [])];
  const keywords = el("input", { class: "keywords", value: has.join(", "), placeholder: "keywords",
    onchange: event => {
      const words = event.target.value.split(",").map(w => w.trim()).filter(Boolean);
      if (perm.keywords || !perm.card) {
        if (words.length) perm.keywords = words; else delete perm.keywords;
      } else {
        const gains = words.filter(w => !own.includes(w));
        const loses = own.filter(w => !words.includes(w));
        if (gains.length) perm.gains = gains; else delete perm.gains;
        if (loses.length) perm.loses = loses; else delete perm.loses;
      }
      changed();
    } });
  if (Object.keys(state.fieldErrors).some(f => f.startsWith(`${path}.keywords`))) keywords.classList.add("bad");
  details.append(el("label", {}, "keywords ", keywords));
  const tapped = el("input", { type: "checkbox", checked: !!perm.tapped,
    onchange: event => { if (event.target.checked) perm.tapped = true; else delete perm.tapped; changed(); } });
  details.append(el("label", {}, tapped, " tapped"));
  const flag = (key, text) => {
    const box = el("input", { type: "checkbox", checked: !!perm[key], class: `edit-${key}`,
      onchange: event => { if (event.target.checked) perm[key] = true; else delete perm[key]; changed(); } });
    details.append(el("label", {}, box, ` ${text}`));
  };
  if (types.includes("creature")) flag("summoning_sick", "summoning sick");
  flag("commander", "commander");
  return details;
}

function attaches(perm) {
  const subtypes = perm.subtypes || (state.cards[perm.card] || {}).subtypes || [];
  return subtypes.includes("Aura") || subtypes.includes("Equipment") || !!perm.attached_to;
}

function drawAttach(perm, path) {
  const choices = permanents().filter(x => x.perm.id !== perm.id && typesOf(x.perm).includes("creature"));
  const select = el("select", { class: "edit-attached", "aria-label": `${label(perm.id)} is attached to`,
    onchange: event => {
      if (event.target.value) perm.attached_to = event.target.value; else delete perm.attached_to;
      changed();
    } },
  el("option", { value: "", text: "nothing" }),
  ...choices.map(x => el("option", { value: x.perm.id, text: `${label(x.perm.id)} (${x.perm.id})` })));
  select.value = perm.attached_to || "";
  if (state.fieldErrors[`${path}.attached_to`]) select.classList.add("bad");
  return el("label", {}, "attached to ", select);
}

// --- adding permanents ----------------------------------------------------------------------

let suggestTimer = null;
function suggest(text) {
  clearTimeout(suggestTimer);
  suggestTimer = setTimeout(async () => {
    if (text.trim().length < 2) return;
    try {
      const found = await api(`/api/cards?${new URLSearchParams({ q: text, limit: 12 })}`);
      $("#card-names").replaceChildren(...found.names.map(n => el("option", { value: n })));
    } catch (_) { /* autocomplete is a convenience */ }
  }, 120);
}

async function cardInfo(name) {
  if (!state.cards[name]) state.cards[name] = await api(`/api/card?${new URLSearchParams({ name })}`);
  return state.cards[name];
}

async function addCard(controller, input, form) {
  const name = input.value.trim();
  const error = $(".add-error", form);
  error.textContent = "";
  if (!name) return;
  try {
    const card = await cardInfo(name);
    state.cards[card.name] = card;
    sc().battlefield[controller] = sc().battlefield[controller] || [];
    sc().battlefield[controller].push({ id: newId(card.name), card: card.name });
    input.value = "";
    changed();
    const again = $(`.side[data-player="${CSS.escape(controller)}"] .card-name`);
    if (again) again.focus();
  } catch (err) {
    error.textContent = err.error || String(err);
  }
}

function addByHand(controller, form) {
  const name = $(".hand-name", form).value.trim();
  const type = $(".hand-type", form).value;
  const perm = { id: newId(name || type), types: [type] };
  if (name) perm.name = name;
  const int = sel => { const v = $(sel, form).value; return v === "" ? undefined : parseInt(v, 10); };
  if (type === "creature") { perm.power = int(".hand-power") ?? 0; perm.toughness = int(".hand-toughness") ?? 1; }
  if (type === "planeswalker") perm.loyalty = int(".hand-loyalty") ?? 1;
  if (type === "battle") perm.defense = int(".hand-loyalty") ?? 1;
  if (type === "land" && name) perm.subtypes = [name];  // a Forest: forestwalk reads it
  const words = $(".hand-keywords", form).value.split(",").map(w => w.trim()).filter(Boolean);
  if (words.length) perm.keywords = words;
  if (type === "creature" && perm.types.length === 1) delete perm.types;
  sc().battlefield[controller] = sc().battlefield[controller] || [];
  sc().battlefield[controller].push(perm);
  form.reset();
  changed();
}

// --- checking as you build ------------------------------------------------------------------

let checkTimer = null;
let checkRun = 0;

function changed() {
  remember();
  writeHash();
  drawBoard();
  markStale();
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 200);
}

// Undo: the board before each change (destructive buttons and the solver's answers too).
function remember() {
  const now = JSON.stringify(sc());
  if (state.last !== null && state.last !== now) {
    state.undo.push(state.last);
    if (state.undo.length > 100) state.undo.shift();
  }
  state.last = now;
  $("#undo").disabled = state.undo.length === 0;
}

function undo() {
  const before = state.undo.pop();
  if (before === undefined) return;
  state.last = null;
  state.scenario = JSON.parse(before);
  state.selected = null;
  $("#rules").value = sc().rules || "cr-current";
  changed();
}

// A result on screen belongs to the board it was asked for: once the board changes it is
// marked, until asked again.
function markStale() {
  if (!state.shown) return;
  $("#result").classList.add("stale");
  $("#stale").hidden = false;
}

function clearResult() {
  state.shown = false;
  $("#result").classList.remove("stale");
  $("#stale").hidden = true;
  $("#summary").textContent = "";
  $("#verdict").replaceChildren();
  $("#picture").replaceChildren();
  $("#picture-tools").hidden = true;
  $("#explanation").replaceChildren();
  $("#account").hidden = true;
}

async function check() {
  const run = ++checkRun;
  try {
    const verdict = await api("/api/check", sc());
    if (run !== checkRun) return;
    showWarnings(verdict.warnings);
    showErrors(verdict.violations, null);
  } catch (err) {
    if (run !== checkRun) return;
    showErrors(err.violations || [], err);
  }
}

function showErrors(violations, err) {
  state.errors = {};
  state.fieldErrors = {};
  const general = [];
  for (const v of violations) {
    const text = `${label(v.subject)} ${v.message} (rule ${v.rule})`;
    if (find(v.subject) || sc().players[v.subject]) (state.errors[v.subject] = state.errors[v.subject] || []).push(text);
    else general.push(text);
  }
  if (err && !err.violations) placeFieldError(err, general);
  const listed = [...general, ...Object.values(state.errors).flat()];
  $("#errors").replaceChildren(...[...new Set(listed)].map(text => el("li", {}, ...withRule(text))));
  drawBoard();
}

function showWarnings(warnings) {
  // Never silent: each thing the board has that redzone doesn't model, on its card and listed.
  state.warnings = warnings || [];
  $("#warnings").replaceChildren(...state.warnings.map(w =>
    el("li", { title: w.why, text: `Warning: ${w.permanent ? label(w.permanent) + ": " : ""}${w.text} (${w.why})` })));
}

function placeFieldError(err, general) {
  const field = err.field || "";
  const message = err.error || "error";
  const m = field.match(/^battlefield\.([^[]+)\[(\d+)\]/);
  const combatField = field.match(/^combat\.[a-z_]+\.([A-Za-z0-9_-]+)/);
  if (m && sc().battlefield[m[1]] && sc().battlefield[m[1]][+m[2]]) state.fieldErrors[field] = message;
  else if (combatField && find(combatField[1])) (state.errors[combatField[1]] = state.errors[combatField[1]] || []).push(message);
  else if (field.startsWith("players.")) {
    const name = field.split(".")[1];
    (state.errors[name] = state.errors[name] || []).push(message);
  }
  general.push(message);
}

function setPlayer(name, key, value) {
  const n = parseInt(value, 10);
  for (const head of teamOf(name)) {  // a team's life and poison are shared (810.4, 810.5)
    const player = sc().players[head] || (sc().players[head] = {});
    if (Number.isFinite(n)) player[key] = n; else delete player[key];
  }
  changed();
}

const NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi"];

function addPlayer() {
  const name = NAMES.find(n => !players().includes(n)) || `Player ${players().length + 1}`;
  sc().players[name] = {};
  sc().battlefield[name] = [];
  delete sc().teams;  // (teams are set again for four players)
  $("#teams").value = "none";
  changed();
}

function setTeams(kind) {
  const names = players();
  if (kind === "two-headed" && names.length === 4) {
    sc().teams = [[names[0], names[2]], [names[1], names[3]]];
    for (const name of names) { delete sc().players[name].life; delete sc().players[name].poison; }
  } else {
    delete sc().teams;
    if (kind === "two-headed") $("#status").textContent = "Two-Headed Giant needs four players: add them first.";
  }
  $("#teams").value = sc().teams ? "two-headed" : "none";
  changed();
}

// --- asking the server ----------------------------------------------------------------------

async function busy(work) {
  const buttons = document.querySelectorAll("header button");
  buttons.forEach(b => { b.disabled = true; });
  const status = $("#status");
  status.textContent = "Working…";
  try {
    await work();
    if (status.textContent === "Working…") status.textContent = "";
  } catch (err) {
    if (err.name === "AbortError") {  // cancelled by the user: the board and result stay
      $("#status").textContent = "Search cancelled.";
      return;
    }
    $("#status").textContent = "";
    clearResult();
    showErrors(err.violations || [], err.violations ? null : err);
  } finally {
    buttons.forEach(b => { b.disabled = false; });
  }
}

// The verdict first (lethal or not, life before -> after, what died), then the picture,
// then the account folded away; every rule cited says what it is on hover.
function showResult(answer, summary) {
  showWarnings(answer.warnings);
  const lines = answer.explanation || [];
  const blank = lines.indexOf("");
  const verdict = blank < 0 ? [] : lines.slice(0, blank);
  const account = blank < 0 ? lines : lines.slice(blank + 1);
  const modelled = answer.warnings && answer.warnings.length ? " (as far as modelled)" : "";
  const lethal = answer.verdict && answer.verdict.lethal;
  const box = $("#verdict");
  box.replaceChildren(
    el("p", { class: `headline ${lethal ? "lethal" : "not-lethal"}`, text: (verdict[0] || "") + modelled }),
    el("ul", {}, ...verdict.slice(1).map(line => el("li", { text: line.trim() }))));
  $("#summary").textContent = summary;
  showPicture(answer.svg);
  const list = $("#explanation");
  list.replaceChildren();
  for (const line of account) {
    const item = el("li", { class: line.startsWith("  ") ? "event" : "heading" });
    const parts = line.trim().split(/(\((?:rule )?[a-z0-9-]*:?[0-9][0-9a-z.:-]*\))$/);
    item.append(parts[0]);
    if (parts[1]) {
      item.append(ruleSpan(parts[1]));
    }
    if (/destroyed|graveyard|exiled|loses the game|lost the game/.test(line)) item.classList.add("bad");
    else if (/ triggers\b|gets [+-]\d|counters? on it|\+1\/\+1 counter|-1\/-1 counter|creates the token|returns to the battlefield/.test(line)) {
      item.classList.add("ability");  // what triggered abilities did (603)
    }
    list.append(item);
  }
  $("#account").hidden = account.length === 0;
  state.shown = true;
  $("#result").classList.remove("stale");
  $("#stale").hidden = true;
  showErrors([], null);
  const seen = box.getBoundingClientRect();  // (on a phone it is below the board)
  if (seen.top < 0 || seen.top > innerHeight - 120) box.scrollIntoView({ block: "start" });
}

// What a rule says, in a line: the rule set's own numbering first (cr-6e: 310.1), then the
// rule, then the rules it belongs to (702.19b, 702.19, 702).
function ruleSummary(rule) {
  const book = state.rulebook;
  let r = rule;
  while (r) {
    const said = book[`${sc().rules}:${r}`] || book[r];
    if (said) return said;
    r = /[a-z]$/.test(r) && !r.includes(":") ? r.replace(/[a-z]+$/, "")
      : r.includes(".") && !r.includes(":") ? r.split(".")[0] : "";
  }
  return undefined;
}

// "(702.9b)" or "(rule 702.9b)" as a span that says what the rule is on hover (and focus).
function ruleSpan(text) {
  const rule = text.replace(/^\((?:rule )?|\)$/g, "");
  const said = ruleSummary(rule);
  return el("span", { class: "rule", text, title: said ? `${rule}: ${said}` : undefined,
                      tabindex: said ? 0 : undefined });
}

// A line that may end with a rule cited, as text and a rule span.
function withRule(text) {
  const parts = text.split(/(\((?:rule )?[a-z0-9-]*:?[0-9][0-9a-z.:-]*\))$/);
  return parts[1] ? [parts[0], ruleSpan(parts[1])] : [text];
}

// The picture at full size in its own scrolling box: before or after combat (or both), zoomed.
function showPicture(svg) {
  const picture = $("#picture");
  if (!svg) { picture.replaceChildren(); $("#picture-tools").hidden = true; return; }
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  picture.replaceChildren(document.importNode(doc.documentElement, true));
  $("#picture-tools").hidden = false;
  framePicture();
}

function framePicture() {
  const svg = $("#picture svg");
  if (!svg) return;
  if (!svg.dataset.size) svg.dataset.size = `${svg.getAttribute("width")} ${svg.getAttribute("height")}`;
  const [width, height] = svg.dataset.size.split(" ").map(Number);
  const half = height / 2;  // (the two panels, before above after)
  const [y, h] = state.panel === "before" ? [0, half] : state.panel === "after" ? [half, half] : [0, height];
  svg.setAttribute("viewBox", `0 ${y} ${width} ${h}`);
  svg.setAttribute("width", String(Math.round(width * state.zoom)));
  svg.setAttribute("height", String(Math.round(h * state.zoom)));
  for (const tab of document.querySelectorAll("#picture-tools [data-panel]")) {
    tab.setAttribute("aria-pressed", String(tab.dataset.panel === state.panel));
  }
  $("#zoom-level").textContent = `${Math.round(state.zoom * 100)}%`;
}

function zoom(by) {
  const svg = $("#picture svg");
  if (by === "fit" && svg) {
    const width = Number(svg.dataset.size.split(" ")[0]);
    state.zoom = Math.min(1, ($("#picture").clientWidth - 4) / width);
  } else if (by !== "fit") {
    state.zoom = Math.min(3, Math.max(0.25, state.zoom * by));
  }
  framePicture();
}

async function resolve() {
  await busy(async () => {
    const answer = await api(`/api/resolve?${options({ explain: "true", picture: "both" })}`, sc());
    showResult(answer, "");
  });
}

function blocksText(blocks) {
  const parts = Object.entries(blocks).map(([b, a]) =>
    `${label(b)} blocks ${(Array.isArray(a) ? a : [a]).map(label).join(" and ")}`);
  return parts.length ? parts.join("; ") : "no blocks";
}

// A search may take seconds: its time so far, and a button that cancels it (the server stops
// searching when the page stops waiting).
function searching() {
  const controller = new AbortController();
  const started = performance.now();
  const time = el("span", { text: "Searching… 0.0 s" });
  const cancel = el("button", { type: "button", id: "cancel-search", text: "Cancel",
                                onclick: () => controller.abort() });
  $("#status").replaceChildren(time, " ", cancel);
  $("#status").scrollIntoView({ block: "nearest" });  // (on a phone it is below the board)
  const tick = setInterval(() => {
    time.textContent = `Searching… ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }, 100);
  const done = () => {
    clearInterval(tick);
    if ($("#status").contains(cancel)) $("#status").textContent = "";
  };
  return { signal: controller.signal, done };
}

async function solve(kind) {
  await busy(async () => {
    const search = searching();
    let answer;
    try {
      answer = await api(`/api/solve/${kind}?explain=true&picture=both`, sc(),
                         { signal: search.signal });
    } finally {
      search.done();
    }
    const c = combat();  // the answer goes on the board; Undo takes it back
    if (kind === "attacks") c.attacks = answer.attacks;
    c.blocks = answer.blocks;
    delete c.assign;
    remember();
    writeHash();
    drawBoard();
    let text = kind === "blocks" ? `Best blocks: ${blocksText(answer.blocks)}.`
      : `Best attack: ${Object.entries(answer.attacks).map(([a, t]) => `${label(a)} attacks ${label(t)}`).join("; ") || "no attack"}; then ${blocksText(answer.blocks)}.`;
    text += ` Score: ${answer.said}.`;
    if (answer.defenders) {  // several defending players, each blocking for themselves
      text += " " + Object.entries(answer.defenders)
        .map(([player, own]) => `${player}: value ${own.value}`).join("; ") + ".";
    }
    text += kind === "blocks"
      ? " (Best = don't lose, then the most value: attackers destroyed less own permanents lost,"
        + " a creature's value its power + toughness; then the least life lost; then the fewest"
        + " blockers. Damage is assigned as is best for each player. Undo takes the blocks back.)"
      : " (Best = win, then the most value: their permanents destroyed less yours, a creature's"
        + " value its power + toughness; then the most damage; then the fewest attackers. Damage"
        + " is assigned as is best for each player. Undo takes the attack back.)";
    if (!answer.exact && kind === "blocks") text += " (search stopped early: the best found)";
    else if (!answer.exact) {
      const b = answer.bound;
      text += " (search stopped early: the best found; " + (!b ? "no bound proven)"
        : b.safe ? "an attack not searched through may win)"
        : `no attack left can win, nor get more than value ${b.value}, `
          + `nor at that value more than ${b.damage} damage)`);
    }
    showResult(answer, text);
  });
}

// --- files and links ------------------------------------------------------------------------

function load(scenario) {
  if (!scenario || typeof scenario !== "object") return;
  scenario.players = scenario.players || {};
  for (const name of Object.keys(scenario.players)) scenario.players[name] = scenario.players[name] || {};
  scenario.battlefield = scenario.battlefield || {};
  for (const name of Object.keys(scenario.players)) scenario.battlefield[name] = scenario.battlefield[name] || [];
  scenario.active = scenario.active || Object.keys(scenario.players)[0];
  scenario.combat = scenario.combat || {};
  scenario.rules = scenario.rules || "cr-current";
  state.scenario = scenario;
  state.selected = null;
  clearResult();
  $("#teams").value = scenario.teams ? "two-headed" : "none";
  $("#rules").value = scenario.rules;
  $("#seed-label").hidden = scenario.rules !== "dice";
  fetchCards().then(changed);
}

async function fetchCards() {
  const names = new Set(permanents().map(x => x.perm.card).filter(Boolean));
  await Promise.all([...names].map(name => cardInfo(name).catch(() => null)));
}

function encode(scenario) {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, ch => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function writeHash() {
  const assign = $("#assign-mode").value === "best" ? "&assign=best" : "";
  history.replaceState(null, "", `#board=${encode(sc())}${assign}`);
}

function readHash() {
  const m = location.hash.match(/^#board=([A-Za-z0-9_-]+)(&assign=best)?$/);
  if (!m) return false;
  $("#assign-mode").value = m[2] ? "best" : "default";
  try { load(decode(m[1])); return true; } catch (_) { return false; }
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function importFile(event) {
  const file = event.target.files[0];
  event.target.value = "";
  if (!file) return;
  await busy(async () => {
    const text = await file.text();
    const answer = await api("/api/scenario/import", text);
    load(answer.scenario);
    $("#status").textContent = `Imported ${file.name}.`;
  });
}

async function exportFile(format) {
  await busy(async () => {
    const text = await api(`/api/scenario/export?format=${format}`, sc(), { text: true });
    download(`scenario.${format}`, `application/${format}`, text);
  });
}

function permalink() {
  writeHash();
  const box = $("#permalink-url");
  box.hidden = false;
  box.value = location.href;
  box.select();
  if (navigator.clipboard) navigator.clipboard.writeText(location.href).catch(() => {});
}

// --- start ----------------------------------------------------------------------------------

async function start() {
  const rules = $("#rules");
  api("/api/rulebook").then(book => { state.rulebook = book; }).catch(() => {});
  try {
    for (const r of await api("/api/rules")) rules.append(el("option", { value: r.name, text: `${r.name} — ${r.title}` }));
  } catch (_) {
    rules.append(el("option", { value: "cr-current", text: "cr-current" }));
  }
  rules.addEventListener("change", () => {
    sc().rules = rules.value;
    $("#seed-label").hidden = rules.value !== "dice";
    changed();
  });
  $("#resolve").addEventListener("click", resolve);
  $("#best-blocks").addEventListener("click", () => solve("blocks"));
  $("#best-attack").addEventListener("click", () => solve("attacks"));
  $("#clear-combat").addEventListener("click", () => { sc().combat = { attacks: {}, blocks: {} }; state.selected = null; changed(); });
  $("#import").addEventListener("change", importFile);
  $("#export-yaml").addEventListener("click", () => exportFile("yaml"));
  $("#export-json").addEventListener("click", () => exportFile("json"));
  $("#permalink").addEventListener("click", permalink);
  $("#undo").addEventListener("click", undo);
  $("#add-player").addEventListener("click", addPlayer);
  $("#teams").addEventListener("change", event => setTeams(event.target.value));
  $("#assign-mode").addEventListener("change", () => { writeHash(); markStale(); });
  for (const tab of document.querySelectorAll("#picture-tools [data-panel]")) {
    tab.addEventListener("click", () => { state.panel = tab.dataset.panel; framePicture(); });
  }
  $("#zoom-in").addEventListener("click", () => zoom(1.25));
  $("#zoom-out").addEventListener("click", () => zoom(0.8));
  $("#zoom-fit").addEventListener("click", () => zoom("fit"));
  window.addEventListener("hashchange", readHash);
  if (!readHash()) { rules.value = sc().rules; changed(); }
  document.body.dataset.ready = "true";
}

document.addEventListener("DOMContentLoaded", start);
