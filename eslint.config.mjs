// ESLint over every JavaScript file of the repository (ci/test runs `npx eslint .`): the
// recommended rules, with each file's own globals (browser page, service worker, Node).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['build/**', 'node_modules/**', '.cache/**', 'third_party/**'] },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Scripts the page loads (not modules): the browser's globals and the app's own.
    files: ['web/**/*.js', 'examples/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, Module: 'writable', createPointmanApp: 'readonly', createPointmanCanvas: 'readonly', createPointman: 'readonly' } },
  },
  // Emscripten --js-library files (cmake/web_app.cmake): their functions are copied into
  // pointman.js, where the runtime's globals (em++ 3.1.6: src/preamble.js, runtime_strings.js) and
  // the entries named in a `__deps` list are in scope; `mergeInto` and `LibraryManager` exist only
  // while emscripten reads the file.
  {
    files: ['web/**/library_*.js'],
    languageOptions: {
      globals: {
        mergeInto: 'readonly', LibraryManager: 'readonly',
        HEAP8: 'readonly', HEAPU8: 'readonly', HEAP16: 'readonly', HEAP32: 'readonly', HEAPU32: 'readonly',
        UTF8ToString: 'readonly', stringToUTF8: 'readonly', lengthBytesUTF8: 'readonly',
        _malloc: 'readonly', _free: 'readonly', Browser: 'readonly',
      },
    },
  },
  // The service worker's template: the asset list is written in by web/pwa/assemble.mjs.
  { files: ['web/pwa/sw.template.js'], languageOptions: { globals: { ...globals.serviceworker, __POINTMAN_ASSETS__: 'readonly' } } },
  // Browser tests and the benchmark hand functions to page.evaluate: they run in the page.
  { files: ['tests/browser/**', 'ci/bench.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
];
