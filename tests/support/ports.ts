/**
 * Every local port the tests, bench and screenshots listen on, from two variables with today's values as
 * defaults, so that a second checkout's run can share the machine (docs/DEVELOPING.md, "The browser tests").
 * The stand-in servers are given theirs on the command line (playwright.config.ts).
 */

/** Moves the sites: the browser tests' on this port, the others on the next even ports. */
export const SITE_PORT_VARIABLE = "TEST_SITE_PORT";
/** Moves the stand-ins: the form service on this port, its control and GitHub's sign-in on the next two. */
export const FORM_PORT_VARIABLE = "TEST_FORM_PORT";

export const DEFAULT_SITE_PORT = 8788;
export const DEFAULT_FORM_PORT = 9911;

export type Ports = {
  /** The build the browser tests run against (tests/support/site-server.ts). */
  site: number;
  /** A changed copy of the project (tests/build). */
  copy: number;
  /** The build measured by `npm run bench` (its floor on the next port) or photographed by `npm run screenshots`. */
  scripts: number;
  /** The build with functions/ under `wrangler pages dev`, for tests tagged @host (its inspector on the next port). */
  host: number;
  /** The stand-in form service the test build posts to (tests/support/form-stand-in.mjs). */
  form: number;
  /** The port that controls the stand-in form service. */
  formControl: number;
  /** The stand-in for GitHub's sign-in pages (tests/support/github-stand-in.mjs). */
  github: number;
};

const portFrom = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  // The highest port a group takes is 7 above its first.
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - 7) {
    throw new Error(`${name}=${value}: give a port number from 1024 to ${65535 - 7}`);
  }
  return port;
};

/** The ports for an environment; throws on a value that is no port, or on two groups that overlap. */
export const portsFrom = (env: NodeJS.ProcessEnv): Ports => {
  const site = portFrom(env, SITE_PORT_VARIABLE, DEFAULT_SITE_PORT);
  const form = portFrom(env, FORM_PORT_VARIABLE, DEFAULT_FORM_PORT);
  const ports = {
    site,
    copy: site + 2,
    scripts: site + 4,
    host: site + 6,
    form,
    formControl: form + 1,
    github: form + 2,
  };
  // Each site's next port is taken too (bench's floor, wrangler's inspector).
  const taken = [site, site + 1, site + 2, site + 3, site + 4, site + 5, site + 6, site + 7];
  const clash = [form, form + 1, form + 2].find((port) => taken.includes(port));
  if (clash !== undefined) {
    throw new Error(
      `${SITE_PORT_VARIABLE}=${site} and ${FORM_PORT_VARIABLE}=${form} both take port ${clash}: the sites take ${site}-${site + 7}, the stand-ins ${form}-${form + 2}`,
    );
  }
  return ports;
};

export const PORTS: Ports = portsFrom(process.env);
