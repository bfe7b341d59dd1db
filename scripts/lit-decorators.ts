/**
 * How Vite's transform (Oxc) compiles the page's Lit components, for the build (vite.config.ts)
 * and the tests (vitest.config.ts) alike: TypeScript's experimental decorators (`@property`,
 * `@state`, as Lit recommends and STYLE.md shows), and class fields set by assignment, not
 * defined (tsconfig's `useDefineForClassFields: false`), so that a decorated field's initial value
 * goes through the reactive accessor Lit puts on the prototype. Oxc finds no tsconfig.json that
 * includes src/ui (each runtime has its own, tsconfig.ui.json), so it is told here.
 */
export const LIT_DECORATORS = {
  decorator: { legacy: true },
  assumptions: { setPublicClassFields: true },
  typescript: { removeClassFieldsWithoutInitializer: true },
};
