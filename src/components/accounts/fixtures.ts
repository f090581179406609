/**
 * Story and test data for the account dialogs: the register settings the server sends for the shipped merchants
 * (built by the function the server answers with, so they cannot drift), and a captcha image.
 */
import { registerSettingsFrom } from '../../config/registerRules'
import { MERCHANTS } from '../../config/merchants'
import type { RegisterSettings } from '../../contract/schemas/system'

/** The register settings a merchant's server answers with (the same function the server uses). */
export function registerSettingsOf(merchant: string): RegisterSettings {
  return registerSettingsFrom(MERCHANTS[merchant] ?? MERCHANTS.demo!)
}

/** Portico Demo: username rule LETTER_THEN_ALNUM 6–16, strong password 8–20, mobile 9–10 digits, LINE shown. */
export const demoRegisterSettings: RegisterSettings = registerSettingsOf('demo')

/** Demo's settings with every optional field shown, and payee name, email and LINE required. */
export const everyFieldSettings: RegisterSettings = {
  fields: demoRegisterSettings.fields.map((setting) => ({
    ...setting,
    show: true,
    required: setting.required || ['payeeName', 'email', 'line'].includes(setting.field),
  })),
}

/** A captcha image as the server sends it (an SVG data URL): four digits drawn as paths, with noise lines. */
export const captchaImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" fill="#f3efe6"/>' +
    '<path d="M5 30 Q 40 5 70 25 T 115 12" stroke="#9a7" fill="none" stroke-width="2"/>' +
    '<path d="M18 10 L12 28 M12 28 L24 28" stroke="#345" stroke-width="3" fill="none"/>' +
    '<path d="M40 10 h10 v9 h-10 v9 h10" stroke="#634" stroke-width="3" fill="none"/>' +
    '<path d="M66 10 h10 l-8 18" stroke="#236" stroke-width="3" fill="none"/>' +
    '<path d="M92 10 h10 v18 h-10 z M92 19 h10" stroke="#452" stroke-width="3" fill="none"/>' +
    '</svg>',
)}`

/** Another captcha image, to see a refresh land. */
export const captchaImageRefreshed = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" fill="#e6eef3"/>' +
    '<path d="M5 12 Q 50 35 80 10 T 115 30" stroke="#a79" fill="none" stroke-width="2"/>' +
    '<path d="M14 10 v18 M40 10 h10 v18 h-10 z M66 10 h10 v9 h-10 v9 h10 M92 10 v9 h10 M102 10 v18" stroke="#345" stroke-width="3" fill="none"/>' +
    '</svg>',
)}`
