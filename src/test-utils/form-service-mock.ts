/**
 * The form service at the network boundary, for unit tests: `fetch` is
 * replaced before each test, console.error is captured, and the helpers
 * build the answers the service can give.
 */
export const mockFormService = () => {
  const mocks = { fetch: jest.fn(), consoleError: undefined as unknown as jest.SpyInstance };
  beforeEach(() => {
    mocks.fetch.mockReset();
    global.fetch = mocks.fetch;
    mocks.consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => mocks.consoleError.mockRestore());
  return mocks;
};

/** An answer with a JSON body. */
export const jsonAnswer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response);

/** An error page in HTML, whose body is not JSON. */
export const htmlAnswer = (status: number) =>
  Promise.resolve({
    ok: false,
    status,
    json: () => Promise.reject(new SyntaxError("Unexpected token '<', \"<!DOCTYPE \" is not valid JSON")),
  } as unknown as Response);

/** A request that never answers until it is aborted. */
export const hangUntilAborted = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
  );
