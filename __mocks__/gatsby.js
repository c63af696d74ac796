/**
 * Gatsby without its build: a graphql`` tag gives its text, and useStaticQuery answers it as the
 * build's GraphQL layer would, from the real data files (src/test-utils/site-graph.ts), with the time
 * the tests run as the build's. The components take nothing else from "gatsby" at run time (links are
 * plain <a>).
 */
const { runQuery } = require("../src/test-utils/site-graph");

module.exports = {
  graphql: jest.fn((strings) => strings.join("")),
  useStaticQuery: jest.fn().mockImplementation((query) => runQuery(query)),
};
