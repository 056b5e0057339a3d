/** Staff two-factor sign-in and the back office's security settings, as the API and the pages answer them. */
import { z } from 'zod';

export const TwoFactorStatusAnswer = z
  .object({
    enabled: z.boolean().meta({ description: 'Codes are asked at every sign-in' }),
    pending: z.boolean().meta({ description: 'Set-up started: a first code turns it on' }),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().meta({ description: 'The owner requires two-factor for everyone in the back office' }),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatusAnswer = z.infer<typeof TwoFactorStatusAnswer>;

export const TwoFactorEnrolmentAnswer = z
  .object({
    secret: z.string().meta({ description: 'The secret in base32, for typing into the app by hand; never shown again once confirmed' }),
    otpauthUrl: z.string(),
    qrCode: z.string().meta({ description: 'The otpauth URL as a QR code: an SVG data URL' }),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type TwoFactorEnrolmentAnswer = z.infer<typeof TwoFactorEnrolmentAnswer>;

/** What starts a set-up: nothing, or the token of the link mailed while the owner requires two-factor. */
export const TwoFactorStartInput = z
  .object({ token: z.string().min(1).max(200).optional().meta({ description: 'The token of the mailed set-up link' }) })
  .meta({ id: 'TwoFactorStart' });

export const TwoFactorLinkMailed = z
  .object({ message: z.string(), mailedTo: z.string().meta({ description: 'The member’s address the link went to' }) })
  .meta({ id: 'TwoFactorLinkMailed' });

export const RecoveryCodesAnswer = z
  .object({ message: z.string(), recoveryCodes: z.array(z.string()).meta({ description: 'Ten single-use codes, shown this once' }) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodesAnswer = z.infer<typeof RecoveryCodesAnswer>;

export const SecuritySettingsAnswer = z.object({ requireTwoFactor: z.boolean() }).meta({ id: 'SecuritySettings' });
export type SecuritySettingsAnswer = z.infer<typeof SecuritySettingsAnswer>;
