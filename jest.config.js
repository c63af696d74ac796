/** Jest per Gatsby's unit-testing recipe (see docs/DEVELOPING.md, "Tests"). */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: [
    "<rootDir>/src/**/*.test.{ts,tsx}",
    "<rootDir>/plugins/**/*.test.ts",
    "<rootDir>/scripts/**/*.test.ts",
    "<rootDir>/functions/**/*.test.ts",
    "<rootDir>/tests/support/**/*.test.ts",
  ],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // The Markdown pipeline (unified and its plugins) is published as ES modules only: Babel turns it into CommonJS.
  transformIgnorePatterns: [
    "node_modules/(?!(unified|bail|trough|is-plain-obj|devlop|vfile[^/]*|unist-[^/]*|mdast-[^/]*|hast-[^/]*|micromark[^/]*|remark-[^/]*|rehype-[^/]*|decode-named-character-reference|character-entities[^/]*|ccount|zwitch|longest-streak|markdown-table|escape-string-regexp|trim-lines|property-information|space-separated-tokens|comma-separated-tokens|html-void-elements|html-url-attributes|web-namespaces|stringify-entities|estree-util-[^/]*)/)",
  ],
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
