import {
  hangUntilAborted,
  htmlAnswer,
  jsonAnswer,
  mockFormService,
} from "../../test-utils/form-service-mock";
import { buildPayload, submitContactRequest, SUBMIT_TIMEOUT_MS } from "./submit";

const request = {
  name: "Asha Patel",
  email: "asha@pharma.example",
  subject: "Audit",
  request: "new audit",
  company: "Example Pharma",
  message: "Hello",
};
const options = { endpoint: "https://forms.example/submit", accessKey: "key-123", request };

const mocks = mockFormService();
const fetchMock = mocks.fetch;

describe("the payload (SPEC §7)", () => {
  it("is multipart form data with every field and the access key", () => {
    const body = buildPayload("key-123", { ...request, otherRequest: "Stability" });
    expect(Object.fromEntries(body.entries())).toEqual({
      access_key: "key-123",
      ...request,
      otherRequest: "Stability",
    });
  });

  it("carries the honeypot only when it was ticked", () => {
    expect(buildPayload("k", request).has("botcheck")).toBe(false);
    expect(buildPayload("k", request, true).get("botcheck")).toBe("on");
  });

  it("is POSTed to the endpoint, asking for JSON", async () => {
    fetchMock.mockReturnValue(jsonAnswer(200, { success: true, message: "Email sent" }));
    await submitContactRequest(options);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://forms.example/submit");
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(FormData);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });
});

describe("the outcome (SPEC §4, §8)", () => {
  it("is success when the service says so", async () => {
    fetchMock.mockReturnValue(jsonAnswer(200, { success: true, message: "Email sent" }));
    await expect(submitContactRequest(options)).resolves.toEqual({ kind: "success" });
    expect(mocks.consoleError).not.toHaveBeenCalled();
  });

  it("carries the service's message when it answers success false, and logs the answer", async () => {
    const body = { success: false, message: "Invalid access key" };
    fetchMock.mockReturnValue(jsonAnswer(200, body));
    await expect(submitContactRequest(options)).resolves.toEqual({
      kind: "refused",
      message: "Invalid access key",
    });
    expect(mocks.consoleError).toHaveBeenCalledWith(expect.any(String), 200, body);
  });

  it("reads the message of an HTTP error with a JSON body", async () => {
    fetchMock.mockReturnValue(jsonAnswer(429, { success: false, message: "Too many requests" }));
    await expect(submitContactRequest(options)).resolves.toEqual({
      kind: "refused",
      message: "Too many requests",
    });
    fetchMock.mockReturnValue(jsonAnswer(500, { success: false, message: "Server error" }));
    await expect(submitContactRequest(options)).resolves.toEqual({
      kind: "refused",
      message: "Server error",
    });
  });

  it("is an error, logged, when the answer is an HTML page", async () => {
    fetchMock.mockReturnValue(htmlAnswer(502));
    await expect(submitContactRequest(options)).resolves.toEqual({ kind: "error" });
    expect(mocks.consoleError).toHaveBeenCalledWith(expect.any(String), expect.any(SyntaxError));
  });

  it("is an error, logged, when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(submitContactRequest(options)).resolves.toEqual({ kind: "error" });
    expect(mocks.consoleError).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
  });

  it("is an error when the JSON is not the service's answer", async () => {
    fetchMock.mockReturnValue(jsonAnswer(200, { ok: 1 }));
    await expect(submitContactRequest(options)).resolves.toEqual({ kind: "error" });
  });

  it("gives up after the time limit and reports an error", async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(hangUntilAborted);
      const outcome = submitContactRequest(options);
      jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS - 1);
      await Promise.resolve();
      expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(outcome).resolves.toEqual({ kind: "error" });
      expect(mocks.consoleError).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ message: expect.stringMatching(/did not answer/) }),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
