import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
  operaChromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
};

describe('describeDevice', () => {
  it('names the browser and the system of common User-Agents', () => {
    expect(describeDevice(UA.chromeWindows)).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(describeDevice(UA.edgeWindows)).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeDevice(UA.safariIphone)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeDevice(UA.chromeIphone)).toEqual({ browser: 'Chrome', system: 'iOS' });
    expect(describeDevice(UA.firefoxMac)).toEqual({ browser: 'Firefox', system: 'macOS' });
    expect(describeDevice(UA.samsungAndroid)).toEqual({ browser: 'Samsung Internet', system: 'Android' });
    expect(describeDevice(UA.headlessLinux)).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeDevice(UA.operaChromeOs)).toEqual({ browser: 'Opera', system: 'ChromeOS' });
  });

  it('says nothing it cannot tell', () => {
    expect(describeDevice(null)).toEqual({ browser: null, system: null });
    expect(describeDevice('')).toEqual({ browser: null, system: null });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(describeDevice('okhttp/4.12 (Linux)')).toEqual({ browser: null, system: 'Linux' });
  });
});
