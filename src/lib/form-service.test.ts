import { formService } from "./form-service";

const configured = { endpoint: "https://api.web3forms.com/submit", accessKey: "from-site-json" };

describe("formService", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("uses data/site.json's service by default", () => {
    delete process.env.GATSBY_FORM_ENDPOINT;
    delete process.env.GATSBY_FORM_ACCESS_KEY;
    expect(formService(configured)).toEqual(configured);
  });

  it("lets the build's environment point the form elsewhere", () => {
    process.env.GATSBY_FORM_ENDPOINT = "http://127.0.0.1:9911/submit";
    process.env.GATSBY_FORM_ACCESS_KEY = "stand-in";
    expect(formService(configured)).toEqual({
      endpoint: "http://127.0.0.1:9911/submit",
      accessKey: "stand-in",
    });
  });
});
