// The reviews area (issue 14): schemas and constants arrive with its calls.
export {};
