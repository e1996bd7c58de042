import { platformOf } from "./platform-of";

const UA = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

describe("platformOf", () => {
  it("recognises Android phones and iPhones", () => {
    expect(platformOf(UA.android)).toBe("android");
    expect(platformOf(UA.iphone, 5)).toBe("ios");
  });

  it("takes a Mac with a touch screen for an iPad, and a plain Mac or PC for no phone", () => {
    expect(platformOf(UA.mac, 5)).toBe("ios");
    expect(platformOf(UA.mac, 0)).toBeNull();
    expect(platformOf(UA.windows)).toBeNull();
    expect(platformOf("")).toBeNull();
  });
});
