// The payments API's contracts (issue 12): written by the payments module.
export {};
