import { OTP_READ_TIMEOUT_MS } from '@quiz/shared/constants';

/** The WebOTP credential, which TypeScript's DOM types do not describe yet. */
interface OtpCredential {
  code?: string;
}

/**
 * Reads the code of an incoming SMS with the browser's one-time-code reader
 * (Chrome on Android), for up to 60 s. Resolves null where the reader is
 * missing or the user dismissed it; typing the code always works too.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) {
    console.info('Not supported');
    return null;
  }
  const timeout = AbortSignal.timeout(OTP_READ_TIMEOUT_MS);
  const both = AbortSignal.any ? AbortSignal.any([signal, timeout]) : signal;
  try {
    const credential = (await navigator.credentials.get({
      otp: { transport: ['sms'] },
      signal: both,
    } as CredentialRequestOptions)) as OtpCredential | null;
    if (!credential?.code) throw new Error('Unable to read otp');
    return credential.code;
  } catch (error) {
    if (!signal.aborted)
      console.info(error instanceof Error ? error.message : 'Unable to read otp');
    return null;
  }
}
