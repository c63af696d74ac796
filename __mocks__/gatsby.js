/**
 * Gatsby without its build: graphql`` is inert, Link is a plain anchor that
 * keeps Gatsby's props, and useStaticQuery answers with the real data files
 * and the time the tests run as the build's.
 */
const React = require("react");

const gatsby = jest.requireActual("gatsby");
const site = require("../data/site.json");
const navigation = require("../data/navigation.json");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
        React.createElement("a", {
          ...rest,
          href: to,
          // Like Gatsby's Link: the click is handled in the page, not by loading a document.
          onClick: (event) => {
            rest.onClick?.(event);
            event.preventDefault();
          },
        }),
    ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  // Built now, as the real build would be when the tests run.
  useStaticQuery: jest.fn().mockImplementation(() => ({
    siteJson: site,
    navigationJson: navigation,
    siteBuildMetadata: { buildTime: new Date().toISOString() },
  })),
};
