/**
 * How dependency-cruiser reads the TypeScript here. Its own TypeScript reader needs the compiler
 * API, which TypeScript 7 (the project's compiler) does not have, and its swc reader cannot read
 * TSX; so each file goes through Babel, with this plugin, which leaves only what a file imports:
 * - `import type` and `export type ... from` of the app's own modules stay, as plain imports:
 *   the layer and cycle rules count type-only imports too (a type-only cycle is still two modules
 *   that only make sense together); a package's types are dropped, as the build drops them (a
 *   helper may take an `I18n` without running Lingui);
 * - `import("...")` stays, as a dynamic import;
 * - `new Worker(new URL("./x.worker.ts", import.meta.url))` becomes a dynamic import of the
 *   worker, so a worker's entry and all it runs are in the graph.
 * (@swc/core is installed only so that dependency-cruiser counts .ts and .tsx as readable.)
 */
function onlyImports({ types: t }) {
  return {
    name: "only-imports",
    visitor: {
      Program: {
        exit(program) {
          const statics = new Set();
          const dynamics = new Set();
          program.traverse({
            "ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration"(path) {
              const { node } = path;
              if (!node.source) return;
              const typeOnly =
                node.importKind === "type" ||
                node.exportKind === "type" ||
                (node.specifiers?.length > 0 &&
                  node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
              if (typeOnly && !node.source.value.startsWith(".")) return;
              statics.add(node.source.value);
            },
            CallExpression(path) {
              const [first] = path.node.arguments;
              if (path.node.callee.type === "Import" && first?.type === "StringLiteral") {
                dynamics.add(first.value);
              }
            },
            NewExpression(path) {
              const [first, second] = path.node.arguments;
              const isUrl =
                path.node.callee.type === "Identifier" && path.node.callee.name === "URL";
              const fromHere =
                second?.type === "MemberExpression" && second.object.type === "MetaProperty";
              if (
                isUrl &&
                fromHere &&
                first?.type === "StringLiteral" &&
                /\.worker\.ts$/.test(first.value)
              ) {
                dynamics.add(first.value);
              }
            },
          });
          program.node.body = [
            ...[...statics].map((source) => t.importDeclaration([], t.stringLiteral(source))),
            ...[...dynamics].map((source) =>
              t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)])),
            ),
          ];
          program.node.directives = [];
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  parserOpts: { plugins: [["typescript", {}], "jsx"] },
  plugins: [onlyImports],
};
