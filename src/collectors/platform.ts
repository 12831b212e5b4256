// The platform this process samples, and the error for platforms the product does not support.

export type SamplingPlatform = 'linux' | 'win32';

/** Thrown on a platform without collectors (macOS and others): the product refuses to start there. */
export class UnsupportedPlatformError extends Error {
  override readonly name = 'UnsupportedPlatformError';
  readonly code = 'UNSUPPORTED_PLATFORM';

  constructor(readonly platform: string) {
    super(`winproc-tui does not support the platform '${platform}'; it runs on Windows 11 x64 and Linux`);
  }
}

/** The current platform, or an UnsupportedPlatformError. */
export function samplingPlatform(platform: string = process.platform): SamplingPlatform {
  if (platform === 'linux' || platform === 'win32') return platform;
  throw new UnsupportedPlatformError(platform);
}
