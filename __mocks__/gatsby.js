/**
 * Gatsby without its build: graphql`` is inert, and useStaticQuery answers
 * with the real data files and the time the tests run as the build's. The
 * components take nothing else from "gatsby" at run time (links are plain <a>).
 */
const site = require("../data/site.json");
const navigation = require("../data/navigation.json");

module.exports = {
  graphql: jest.fn(),
  // Built now, as the real build would be when the tests run.
  useStaticQuery: jest.fn().mockImplementation(() => ({
    siteJson: site,
    navigationJson: navigation,
    siteBuildMetadata: { buildTime: new Date().toISOString() },
  })),
};
