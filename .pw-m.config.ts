import base from "/work/main/playwright.config";
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: "http://localhost:4730" } };
