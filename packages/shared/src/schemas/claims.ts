// The claims API's contracts (issue 12): written by the claims module.
export {};
