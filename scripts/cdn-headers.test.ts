import { createHash } from "crypto";

import { contentSecurityPolicy, headersFile } from "./cdn-headers";

const inputs = {
  formEndpoint: "https://api.web3forms.com/submit",
  mapUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1",
  inline: {
    scripts: ["window.a=1;", "window.a=1;"],
    styles: ["body{color:red}"],
    styleAttributes: ["outline:none"],
  },
  routes: ["/", "/training/"],
};

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("CDN headers", () => {
  it("allows the build's own inline scripts and styles by hash, each once", () => {
    const csp = contentSecurityPolicy(inputs);
    // sha256 of "window.a=1;", as a browser computes it for CSP
    expect(csp).toContain("script-src 'self' 'sha256-pTDr/aZMZ2wIdZZPWJ65jdoRkuAFFEfh4AOhmOzypnU=';");
    expect(csp).toContain(
      `style-src 'self' ${hash("body{color:red}")} 'unsafe-hashes' ${hash("outline:none")};`,
    );
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

  it("revalidates each route and keeps hashed assets a year, never both on one path", () => {
    const text = headersFile(inputs);
    expect(text).toMatch(/^\/training\/\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
    expect(text).toMatch(/^\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(text).toMatch(/^\/\*\.js\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    const global = text.split("\n\n")[0];
    expect(global).not.toContain("Cache-Control");
    expect(global).toContain("X-Content-Type-Options: nosniff");
  });
});
