"""The web calculator in a real browser: Playwright drives Debian's chromium (`.ci/run`
installs it with apt) against `redzone serve`'s app on a free loopback port. Build the
Vastwood Gorger board by card names, declare the attack and the blocks by clicking, resolve
and read the result; ask for the best blocks; see an illegal block's error where it arises."""

from __future__ import annotations

import os
import re
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

import redzone
from redzone.analysis.solve import solve_blocks
from redzone.web import create_app

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
TIMEOUT_MS = 10_000

if not CHROMIUM.exists():
    if os.environ.get("CI"):
        pytest.fail(f"{CHROMIUM} is missing: .ci/run installs it with apt (chromium)",
                    pytrace=False)
    pytest.skip(f"no {CHROMIUM}: apt-get install chromium", allow_module_level=True)

from playwright.sync_api import Browser, Page, expect, sync_playwright  # noqa: E402

expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """The app under uvicorn in a thread, on a free port of 127.0.0.1."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning",
                                           access_log=False))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server didn't start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)
    sock.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        found = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield found
        found.close()


@pytest.fixture
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    elsewhere: list[str] = []
    failures: list[str] = []
    page.on("request", lambda r: None if r.url.startswith((base_url, "data:", "blob:"))
            else elsewhere.append(r.url))
    page.on("pageerror", lambda e: failures.append(str(e)))
    page.goto(base_url + "/")
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    yield page
    context.close()
    assert not elsewhere, f"the page asked for something elsewhere: {elsewhere}"
    assert not failures, failures


def add_card(page: Page, player: str, name: str, typed: str | None = None) -> None:
    side = page.locator(f'.side[data-player="{player}"]')
    side.locator(".card-name").fill(typed or name)
    side.locator(".add-card button[type=submit]").click()
    expect(side.locator(".card .title", has_text=name)).to_be_visible()


def click(page: Page, pid: str) -> None:
    page.locator(f'#board .card[data-id="{pid}"] .title').click()


def build_gorger_board(page: Page) -> None:
    side = page.locator('.side[data-player="Alice"]')
    side.locator(".card-name").fill("Vastwood Go")
    expect(page.locator('#card-names option[value="Vastwood Gorger"]')).to_have_count(1)
    add_card(page, "Alice", "Vastwood Gorger")
    add_card(page, "Bob", "Pride Guardian", typed="pride guardian")
    add_card(page, "Bob", "Llanowar Elves")


def test_gorger_board_by_card_names_clicks_and_result(page: Page) -> None:
    build_gorger_board(page)
    expect(page.locator('#board .card[data-id="pride-guardian"]')).to_contain_text(
        "Whenever this creature blocks, you gain 3 life.")  # what redzone compiled
    click(page, "vastwood-gorger")  # attacks
    expect(page.locator('.card[data-id="vastwood-gorger"] select.target')).to_have_value("Bob")
    for blocker in ("pride-guardian", "llanowar-elves"):
        click(page, blocker)  # pick the blocker, then the attacker it blocks
        expect(page.locator(f'.card[data-id="{blocker}"]')).to_have_class(
            "card white selected" if blocker == "pride-guardian" else "card green selected")
        click(page, "vastwood-gorger")
        expect(page.locator(f'.card[data-id="{blocker}"] .blocks')).to_contain_text(
            "blocks Vastwood Gorger")
    page.locator("#resolve").click()
    explanation = page.locator("#explanation")
    expect(explanation).to_contain_text(
        "Vastwood Gorger (vastwood-gorger) assigns 3 to Pride Guardian (pride-guardian), "
        "2 to Llanowar Elves (llanowar-elves) (510.1)")
    expect(explanation).to_contain_text(
        "Pride Guardian (pride-guardian) is destroyed: lethal damage (704.5g)")
    expect(explanation).to_contain_text(
        "Llanowar Elves (llanowar-elves) is destroyed: lethal damage (704.5g)")
    picture = page.locator("#picture svg .panel-after")
    expect(picture.locator('g[data-id="pride-guardian"]')).to_have_attribute(
        "data-zone", "graveyard")
    expect(picture.locator('g[data-id="llanowar-elves"]')).to_have_attribute(
        "data-zone", "graveyard")
    expect(picture.locator('g[data-id="vastwood-gorger"]')).to_have_attribute(
        "data-damage", "1")
    # Pride Guardian: "Whenever this creature blocks, you gain 3 life."
    expect(picture.locator('g[data-player="Bob"]')).to_have_attribute("data-life", "23")
    expect(page.locator("#errors li")).to_have_count(0)

    page.reload()  # the permalink holds the board
    expect(page.locator('#board .card[data-id="llanowar-elves"] .blocks')).to_contain_text(
        "blocks Vastwood Gorger")
    expect(page.locator('#board .card[data-id="vastwood-gorger"]')).to_have_class(
        "card green attacking")


def test_triggers_and_tokens_are_shown(page: Page) -> None:
    """The example with provoke, bushido and afterlife: the account marks what triggered
    abilities did, and the picture after combat has their labels and the Spirit token."""
    page.locator("#import").set_input_files(str(EXAMPLES / "provoke-bushido-afterlife.yaml"))
    page.locator("#resolve").click()
    abilities = page.locator("#explanation li.ability")
    expect(abilities.filter(has_text="bushido 1 triggers")).to_have_count(1)
    expect(abilities.filter(has_text="creates the token")).to_have_count(1)
    picture = page.locator("#picture svg .panel-after")
    expect(picture.locator('g[data-id="monk-spirit"]')).to_have_attribute(
        "data-zone", "battlefield")
    expect(picture.locator('g[data-id="samurai"] text.triggered')).to_contain_text("provoke")
    expect(picture.locator('g[data-id="samurai"] > title')).to_contain_text(
        "triggered: bushido 1")


def test_best_blocks(page: Page) -> None:
    page.locator("#import").set_input_files(str(EXAMPLES / "vastwood-gorger.yaml"))
    expect(page.locator("#status")).to_contain_text("Imported vastwood-gorger.yaml")
    expect(page.locator('#board .card[data-id="elves"]')).to_have_class("card green blocking")
    page.locator("#best-blocks").click()
    answer = solve_blocks(redzone.load(EXAMPLES / "vastwood-gorger.yaml"))
    expect(page.locator("#summary")).to_contain_text("Best blocks:")
    expect(page.locator("#summary")).to_contain_text(f"value {answer.score.value:+d}")
    for blocker in ("guardian", "elves"):
        classes = "card green" if blocker == "elves" else "card white"
        expect(page.locator(f'#board .card[data-id="{blocker}"]')).to_have_class(
            classes + (" blocking" if blocker in answer.blocks else ""))
    life = answer.result.players["Bob"].life
    expect(page.locator('#picture svg .panel-after g[data-player="Bob"]')).to_have_attribute(
        "data-life", str(life))
    expect(page.locator("#explanation")).to_contain_text(f"Bob: {life} life")
    expect(page.locator("#assign-mode")).to_have_value("default")  # no setting changed
    page.locator("#undo").click()  # the blocks as they were
    for blocker in ("guardian", "elves"):
        expect(page.locator(f'#board .card[data-id="{blocker}"]')).to_contain_text(
            "blocks Vastwood Gorger")
    expect(page.locator("#stale")).to_be_visible()


def test_an_illegal_block_shows_its_error_on_the_blocker(page: Page) -> None:
    add_card(page, "Alice", "Serra Angel")
    add_card(page, "Bob", "Llanowar Elves")
    click(page, "serra-angel")
    click(page, "llanowar-elves")
    click(page, "serra-angel")
    error = page.locator('#board .card[data-id="llanowar-elves"] .card-error')
    expect(error).to_contain_text("it has flying and the blocker has neither flying nor reach "
                                  "(rule 702.9b)")
    expect(error.locator(".rule")).to_have_attribute("title", re.compile(r"^702\.9b: .*flying"))
    expect(page.locator('#board .card[data-id="llanowar-elves"]')).to_have_class(
        "card green blocking has-error")
    page.locator("#resolve").click()
    expect(page.locator("#errors")).to_contain_text("702.9b")
    expect(page.locator("#explanation li")).to_have_count(0)
    page.locator('#board .card[data-id="llanowar-elves"] .blocks button').click()  # undo
    expect(error).to_have_count(0)
    expect(page.locator("#errors li")).to_have_count(0)


def test_damage_assignment_by_hand_and_a_creature_by_hand(page: Page) -> None:
    add_card(page, "Alice", "Vastwood Gorger")
    bob = page.locator('.side[data-player="Bob"]')
    bob.locator(".by-hand-toggle").click()
    form = bob.locator("form.by-hand")
    form.locator(".hand-name").fill("Wall")
    form.locator(".hand-power").fill("0")
    form.locator(".hand-toughness").fill("4")
    form.locator("button[type=submit]").click()
    add_card(page, "Bob", "Llanowar Elves")
    click(page, "vastwood-gorger")
    for blocker in ("wall", "llanowar-elves"):
        click(page, blocker)
        click(page, "vastwood-gorger")
    gorger = page.locator('#board .card[data-id="vastwood-gorger"]')
    gorger.locator(".assign input.custom").check()
    gorger.locator('.assign input[data-recipient="llanowar-elves"]').fill("5")
    gorger.locator('.assign input[data-recipient="llanowar-elves"]').press("Enter")
    page.locator("#resolve").click()
    expect(page.locator("#explanation")).to_contain_text(
        "Vastwood Gorger (vastwood-gorger) assigns 5 to Llanowar Elves (llanowar-elves) (510.1)")
    picture = page.locator("#picture svg .panel-after")
    expect(picture.locator('g[data-id="wall"]')).to_have_attribute("data-zone", "battlefield")
    expect(picture.locator('g[data-id="llanowar-elves"]')).to_have_attribute(
        "data-zone", "graveyard")


def test_what_isnt_modelled_is_shown_on_the_card_and_in_the_result(page: Page) -> None:
    """Never silent: a card's sentence redzone doesn't compile is a warning on its card, in
    the list beside the result, and the result says it holds as far as modelled."""
    add_card(page, "Alice", "Grizzly Bears")
    add_card(page, "Bob", "Hellkite Charger")
    card = page.locator('#board .card[data-id="hellkite-charger"]')
    expect(card.locator(".card-warning")).to_have_count(1)
    expect(card.locator(".card-warning")).to_contain_text(
        "not modelled: Whenever this creature attacks, you may pay {5}{R}{R}. If you do, untap")
    expect(page.locator("#warnings li")).to_have_count(1)
    click(page, "grizzly-bears")
    page.locator("#resolve").click()
    expect(page.locator("#verdict .headline")).to_have_text(
        "Not lethal: Bob takes 2 damage (as far as modelled)")
    expect(page.locator("#warnings li")).to_contain_text("Hellkite Charger")


def test_an_equipment_attached_on_the_page(page: Page) -> None:
    """Bonesplitter added by name, attached to a creature in its edit box: the creature
    deals 2 more damage, and the card says what it's attached to."""
    add_card(page, "Alice", "Grizzly Bears")
    add_card(page, "Alice", "Bonesplitter")
    sword = page.locator('#board .card[data-id="bonesplitter"]')
    expect(sword.locator(".stats")).to_have_text("artifact")
    sword.locator("summary").click()
    sword.locator("select.edit-attached").select_option("grizzly-bears")
    expect(page.locator('#board .card[data-id="bonesplitter"] .attached')).to_have_text(
        "attached to Grizzly Bears")
    click(page, "grizzly-bears")
    page.locator("#resolve").click()
    expect(page.locator("#explanation")).to_contain_text(
        "Grizzly Bears (grizzly-bears) deals 4 damage to Bob (510.2)")
    expect(page.locator("#warnings li")).to_have_count(0)


def test_a_long_search_shows_its_time_and_can_be_cancelled(page: Page) -> None:
    """The best attack on an 8 vs 8 board with a planeswalker takes seconds: the page shows
    the time so far and a Cancel button; cancelling stops waiting (the server kills the
    search) and leaves the board as it was."""
    board = Path(__file__).parent / "boards" / "attack-8v8-walker.json"
    page.locator("#import").set_input_files(str(board))
    expect(page.locator("#status")).to_contain_text("Imported attack-8v8-walker.json")
    page.locator("#best-attack").click()
    expect(page.locator("#status")).to_contain_text("Searching… ")
    expect(page.locator("#status")).not_to_contain_text("Searching… 0.0 s")  # the clock runs
    page.locator("#cancel-search").click()
    expect(page.locator("#status")).to_have_text("Search cancelled.")
    expect(page.locator("#best-attack")).to_be_enabled()
    expect(page.locator("#summary")).to_have_text("")


BOARDS = Path(__file__).parent / "boards"


def test_a_result_is_marked_after_a_change_and_cleared_by_an_import(page: Page) -> None:
    """Never a result for a board no longer on screen: a change marks it, an import
    clears it."""
    page.locator("#import").set_input_files(str(EXAMPLES / "vastwood-gorger.yaml"))
    page.locator("#resolve").click()
    expect(page.locator("#verdict .headline")).to_have_text(
        "Not lethal: no damage gets through to a player")
    expect(page.locator("#stale")).to_be_hidden()
    page.locator('.side[data-player="Bob"] .life').fill("2")
    page.locator('.side[data-player="Bob"] .life').press("Enter")
    expect(page.locator("#stale")).to_be_visible()
    expect(page.locator("#result")).to_have_class("stale")
    page.locator("#import").set_input_files(str(EXAMPLES / "lifelink.yaml"))
    expect(page.locator("#status")).to_contain_text("Imported lifelink.yaml")
    expect(page.locator("#verdict")).to_be_empty()
    expect(page.locator("#stale")).to_be_hidden()
    expect(page.locator("#picture svg")).to_have_count(0)


def test_the_verdict_first_and_the_account_folded_with_rules_on_hover(page: Page) -> None:
    lethal = EXAMPLES / "player-dies-to-unblocked-attackers.yaml"
    page.locator("#import").set_input_files(str(lethal))
    page.locator("#resolve").click()
    headline = page.locator("#verdict .headline")
    expect(headline).to_have_text("Lethal: Bob loses the game")
    expect(headline).to_have_class("headline lethal")
    expect(page.locator("#verdict li").first).to_contain_text("life")
    account = page.locator("#account")
    expect(account).not_to_have_attribute("open", "")
    account.locator("summary").click()
    rule = page.locator('#explanation .rule[title]', has_text="(704.5a)")
    expect(rule).to_have_attribute("title", re.compile(r"0 or less life"))
    page.locator('#picture-tools [data-panel="before"]').click()
    expect(page.locator("#picture svg")).to_have_attribute("viewBox", re.compile(r"^0 0 "))


def test_a_phone_never_scrolls_sideways_and_shows_the_verdict(browser: Browser,
                                                              base_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(base_url + "/")
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    page.locator("#import").set_input_files(str(EXAMPLES / "enormous-baloth-durkwood-boars.yaml"))
    expect(page.locator("#status")).to_contain_text("Imported")
    page.locator("#resolve").click()
    verdict = page.locator("#verdict .headline")
    expect(verdict).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = verdict.bounding_box()
    assert box is not None and 0 <= box["y"] < 844 - box["height"]
    context.close()


def test_two_headed_giant_teams_and_commander_damage(page: Page) -> None:
    """810: Carol, Alice's teammate, attacks with her; the teams' life is 30; Bob's commander
    damage shows before combat, and after it, 23 from one commander ends his team's game."""
    page.locator("#import").set_input_files(str(BOARDS / "two-headed-giant.yaml"))
    carol = page.locator('.side[data-player="Carol"]')
    expect(carol).to_have_class("side active")
    expect(carol.locator(".role")).to_have_text("attacking · team with Alice (shared life)")
    expect(carol.locator(".make-active")).to_be_hidden()
    expect(carol.locator(".life")).to_have_value("30")
    expect(page.locator("#teams")).to_have_value("two-headed")
    expect(page.locator('.side[data-player="Bob"] .commander-damage')).to_have_text(
        "commander damage: 18 from Commander Dragon")
    page.locator("#resolve").click()
    expect(page.locator("#verdict .headline")).to_have_text("Lethal: Bob and Dave lose the game")
    expect(page.locator("#verdict")).to_contain_text("commander damage 18 -> 23")
    after = page.locator('#picture svg .panel-after g[data-player="Bob"]')
    expect(after.locator(".commander-damage title")).to_have_text(
        "commander damage: 23 from Commander Dragon")
    page.locator('.side[data-player="Dave"] .life').fill("25")
    page.locator('.side[data-player="Dave"] .life').press("Enter")
    expect(page.locator('.side[data-player="Bob"] .life')).to_have_value("25")  # shared


def test_gains_keeps_the_cards_keywords(page: Page) -> None:
    """Giving Baneslayer Angel deathtouch adds it (`gains`) to the card's five keywords."""
    add_card(page, "Alice", "Baneslayer Angel")
    angel = page.locator('#board .card[data-id="baneslayer-angel"]')
    angel.locator("summary").click()
    box = angel.locator("input.keywords")
    expect(box).to_have_value(re.compile(r"^flying, first strike, lifelink, protection from"))
    box.fill(box.input_value() + ", deathtouch")
    box.press("Enter")
    angel = page.locator('#board .card[data-id="baneslayer-angel"]')
    expect(angel.locator("details")).to_have_attribute("open", "")  # the box stays open
    expect(angel.locator(".kw").first).to_contain_text("lifelink")
    expect(angel.locator(".kw").first).to_contain_text("deathtouch")
    perm = page.evaluate("state.scenario.battlefield.Alice[0]")
    assert perm["gains"] == ["deathtouch"] and "keywords" not in perm


def test_the_permalink_keeps_the_damage_mode(page: Page) -> None:
    add_card(page, "Alice", "Grizzly Bears")
    page.locator("#assign-mode").select_option("best")
    page.reload()
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    expect(page.locator("#assign-mode")).to_have_value("best")
    expect(page.locator('#board .card[data-id="grizzly-bears"]')).to_be_visible()
