// Empty stand-in for the server-only package in unit tests.
export {}
