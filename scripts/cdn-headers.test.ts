import { contentSecurityPolicy, headersFile, inlineHashes } from "./cdn-headers";

const page = `<html><head><style>body{color:red}</style><script>window.a=1;</script>
<script src="/app.js"></script><script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><div style="outline:none"></div></body></html>`;

const inputs = {
  formEndpoint: "https://api.web3forms.com/submit",
  mapUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1",
  html: [page, page],
  routes: ["/", "/training/"],
};

describe("CDN headers", () => {
  it("hashes each inline script, style and style attribute once, never external scripts", () => {
    const hashes = inlineHashes([page, page]);
    // sha256 of "window.a=1;", as a browser computes it for CSP
    expect(hashes.scripts).toContain("'sha256-pTDr/aZMZ2wIdZZPWJ65jdoRkuAFFEfh4AOhmOzypnU='");
    expect(hashes.scripts).toHaveLength(2);
    expect(hashes.styles).toHaveLength(1);
    expect(hashes.styleAttributes).toHaveLength(1);
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
