import { createHash } from "crypto";

import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  headersFile,
  MAX_HEADER_RULES,
  withPolicyMeta,
} from "./cdn-headers";

const inputs = {
  formEndpoint: "https://api.web3forms.com/submit",
  mapUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1",
  inline: {
    scripts: ["window.a=1;", "window.a=1;"],
    styles: ["body{color:red}"],
  },
  routes: ["/", "/training/", "/insights/"],
  folders: ["/insights/"],
  assets: ["app-3163c32ee8c256f9f65d.js", "styles.647cc1818c29a3ffef0f.css"],
  editor: { path: "/admin/", origins: ["https://api.github.com", "https://auth.example.org"] },
};

/** The rules of a _headers file: path and its headers, as the hosts read it. */
const rules = (text: string) =>
  text
    .trim()
    .split("\n\n")
    .map((rule) => {
      const [path, ...lines] = rule.split("\n");
      return { path, headers: lines.map((line) => line.trim().split(": ")[0]) };
    });

/** Whether a _headers path pattern (a trailing or inner * matches anything) matches a request path. */
const matches = (pattern: string, requestPath: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(requestPath);

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("CDN headers", () => {
  it("allows the build's own inline scripts and styles by hash, each once", () => {
    const csp = contentSecurityPolicy(inputs);
    // sha256 of "window.a=1;", as a browser computes it for CSP
    expect(csp).toContain("script-src 'self' 'sha256-pTDr/aZMZ2wIdZZPWJ65jdoRkuAFFEfh4AOhmOzypnU=';");
    // No style attribute is allowed: a built page has none (its runtime's markup is left out, src/html.tsx).
    expect(csp).toContain(`style-src 'self' ${hash("body{color:red}")};`);
  });

  it("allows only the site, the form service's origin and the map's origin", () => {
    const csp = contentSecurityPolicy(inputs);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.web3forms.com;");
    expect(csp).toContain("form-action 'self' https://api.web3forms.com;");
    expect(csp).toContain("frame-src https://www.openstreetmap.org;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|'unsafe-inline'/);
  });

  it("follows the form service when it moves", () => {
    expect(contentSecurityPolicy({ ...inputs, formEndpoint: "http://127.0.0.1:9911/submit" })).toContain(
      "connect-src 'self' http://127.0.0.1:9911;",
    );
  });

  it("lets a form sent without JavaScript come back to the site's own address (the thank-you page)", () => {
    expect(
      contentSecurityPolicy({
        ...inputs,
        formEndpoint: "https://api.web3forms.com/submit",
        siteUrl: "https://www.firm.example",
      }),
    ).toContain("form-action 'self' https://api.web3forms.com https://www.firm.example;");
  });

  it("revalidates each route and keeps hashed assets a year", () => {
    const text = headersFile(inputs);
    expect(text).toMatch(/^\/training\/\n.*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
    expect(text).toMatch(/^\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(text).toMatch(
      /^\/app-3163c32ee8c256f9f65d\.js\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    const global = text.split("\n\n")[0];
    expect(global).not.toContain("Cache-Control");
    expect(global).toContain("X-Content-Type-Options: nosniff");
  });

  it("refuses to write more rules than the host reads", () => {
    const assets = Array.from(
      { length: MAX_HEADER_RULES },
      (_, i) => `app-${String(i).padStart(20, "0")}.js`,
    );
    expect(() => headersFile({ ...inputs, assets })).toThrow(/host reads only the first 100/);
  });

  it("means the same on Cloudflare Pages and Netlify: no header is set twice for any path", () => {
    // Cloudflare sends every matching rule's headers (joining two values of one header); Netlify lets the
    // later rule win. They agree only when no two matching rules set the same header.
    const all = rules(headersFile(inputs));
    const paths = [
      "/",
      "/training/",
      "/404.html",
      "/admin/",
      "/admin/cms.js",
      "/admin/config",
      "/static/a.jpg",
      "/insights/",
      "/insights/an-article/",
      "/insights/2/",
    ];
    for (const requestPath of [...paths, "/app-3163c32ee8c256f9f65d.js"]) {
      const names = all.filter((rule) => matches(rule.path, requestPath)).flatMap((rule) => rule.headers);
      expect({ requestPath, names }).toEqual({ requestPath, names: [...new Set(names)] });
    }
  });

  it("gives the editor its own policy and keeps the public one off it", () => {
    const all = rules(headersFile(inputs));
    const text = headersFile(inputs);
    const forPath = (requestPath: string) => all.filter((rule) => matches(rule.path, requestPath));
    expect(forPath("/admin/").map((rule) => rule.path)).toEqual(["/*", "/admin/*"]);
    expect(forPath("/training/").map((rule) => rule.path)).toEqual(["/*", "/training/"]);
    // The articles are pages too: the list's rule covers them, and the list itself.
    for (const article of ["/insights/", "/insights/an-article/"]) {
      expect(forPath(article).map((rule) => rule.path)).toEqual(["/*", "/insights/*"]);
    }
    expect(text).toContain(editorContentSecurityPolicy(inputs.editor));
    expect(editorContentSecurityPolicy(inputs.editor)).toContain(
      "connect-src 'self' https://api.github.com https://auth.example.org;",
    );
    // Pictures only from the site, the editor's own uploads and reads (blob:) and GitHub's avatars.
    expect(editorContentSecurityPolicy(inputs.editor)).toContain(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com;",
    );
    expect(text).toMatch(/^\/admin\/\*\n(.*\n)* {2}X-Robots-Tag: noindex, nofollow$/m);
  });

  it("puts the public policy into the not-found page, after the charset, replacing an earlier one", () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head></html>';
    const policy = contentSecurityPolicy(inputs);
    const once = withPolicyMeta(html, policy);
    const twice = withPolicyMeta(once, policy.replace("'self'", "'self' https://changed.example"));
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(once).toContain("script-src 'self' 'sha256-");
    expect(once).not.toContain("frame-ancestors");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("https://changed.example");
  });
});
