// `domain-boundaries/entry-only`: code outside a domain imports only its public entries, a
// domain's own files never import its entry (a cycle through the re-exports), and client code
// (a "use client" file, a domain's model or browser calls) never imports server code.
import fs from "node:fs";
import path from "node:path";
import { domainOf, placeInDomain, resolveSpecifier } from "./domain-map.mjs";

const root = path.resolve(import.meta.dirname, "..");
const serverOnly = new Map();
const isServerFile = (file) => {
  if (placeInDomain(file)?.part === "server") return true;
  if (!serverOnly.has(file)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    serverOnly.set(file, /^import ["']server-only["'];?$/m.test(text));
  }
  return serverOnly.get(file);
};

const entryOnly = {
  meta: {
    type: "problem",
    docs: {
      description: "Cross-domain imports name a domain's entry; client code stays client-safe.",
    },
    messages: {
      deep: "{{target}} is inside the {{domain}} domain: import its entry '{{entry}}' instead.",
      ownEntry:
        "{{target}} is this domain's own entry, which re-exports this file's neighbours: import the file itself.",
      server: "{{target}} is server code and this file runs in the browser (or is client-safe).",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const own = domainOf(file);
    const ownPlace = placeInDomain(file);
    const source = context.sourceCode.getText();
    const isClient =
      /^\s*["']use client["']/.test(source) || (ownPlace !== null && ownPlace.part !== "server");
    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(root, file, specifier);
      if (!target) return;
      const place = placeInDomain(target);
      const typeOnly = node.importKind === "type" || node.exportKind === "type";
      if (place?.entry && place.domain === own && ownPlace !== null) {
        context.report({ node, messageId: "ownEntry", data: { target } });
      } else if (place && !place.entry && place.domain !== own) {
        const entry = `@/domains/${place.domain}${place.part === "model" ? "" : `/${place.part}`}`;
        context.report({ node, messageId: "deep", data: { target, domain: place.domain, entry } });
      } else if (isClient && !typeOnly && isServerFile(target)) {
        context.report({ node, messageId: "server", data: { target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const domainBoundaries = { rules: { "entry-only": entryOnly } };
