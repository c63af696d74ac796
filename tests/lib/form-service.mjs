/** The stand-in form service, for test files still on the node:test harness. */
export * from "../support/form-service.mjs";
