// Reads /openapi.json and lists the endpoints, their parameters and answers (offline: no
// CDN-hosted documentation viewer).
"use strict";

function add(parent, tag, text, cls) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (cls) node.className = cls;
  parent.append(node);
  return node;
}

async function start() {
  const root = document.getElementById("api");
  const spec = await (await fetch("/openapi.json")).json();
  add(root, "p", spec.info.description);
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const box = add(root, "section", undefined, "endpoint");
      add(box, "h2", `${method.toUpperCase()} ${path}`);
      add(box, "p", op.summary || "");
      if (op.description) add(box, "p", op.description);
      if (op.requestBody) {
        const types = Object.keys(op.requestBody.content).join(", ");
        add(box, "p", `Body: ${types}${types.includes("json") ? " (a scenario)" : ""}`);
      }
      const params = op.parameters || [];
      if (params.length) {
        const list = add(box, "ul");
        for (const p of params) {
          const schema = p.schema || {};
          const kind = schema.enum ? schema.enum.join(" | ") : (schema.type ||
            (schema.anyOf || []).map(s => s.enum ? s.enum.join(" | ") : s.type).join(" | "));
          add(list, "li", `${p.name} (${p.in}, ${kind}): ${p.description || ""}`);
        }
      }
      add(box, "p", `Answers: ${Object.keys(op.responses || {}).join(", ")}`);
    }
  }
}

document.addEventListener("DOMContentLoaded", start);
