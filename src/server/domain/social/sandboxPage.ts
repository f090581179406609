/**
 * The sandbox's approval page: one self-contained HTML document (no script, no external asset, its one style
 * block allowed by hash), every value escaped. It shows which provider the sign-in is for and lets the developer
 * pick a ready-made test identity, type one, or deny. The form posts back to the same path with the request's
 * parameters, which are checked again there.
 */
import { createHash } from 'node:crypto'
import type { SandboxIdentityRow } from '../../db/social/sandbox'
import { SANDBOX_IDENTITIES, SANDBOX_PATHS, type AuthorizeRequest } from './sandbox'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2129; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
.note { color: #5c6370; font-size: .875rem; margin: 0 0 1rem; }
.problem { background: #fdecea; color: #8a1c12; padding: .5rem .75rem; border-radius: 4px; }
fieldset { border: 1px solid #d0d4da; border-radius: 6px; margin: 0 0 1rem; padding: .75rem 1rem; }
legend { font-weight: 600; padding: 0 .25rem; }
label { display: block; margin: .5rem 0 .125rem; font-size: .875rem; }
input[type=text], input[type=email] { box-sizing: border-box; width: 100%; padding: .5rem; border: 1px solid #b8bec8; border-radius: 4px; font: inherit; }
button { font: inherit; padding: .5rem 1rem; border-radius: 4px; border: 1px solid #1a56db; background: #1a56db; color: #fff; cursor: pointer; margin: .25rem .25rem .25rem 0; }
button.secondary { background: #fff; color: #1a56db; }
button.deny { background: #fff; color: #8a1c12; border-color: #8a1c12; }
button:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
`

/** `style-src` allows exactly this page's style block, so the policy needs no 'unsafe-inline'. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/** The approval page's policy: nothing but its own style and a form posting to this origin; never framed. */
export const SANDBOX_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

function hidden(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`
}

/** A sandbox page (this sign-in one, the payment sandbox's): the shared style and the given body, nothing else. */
export function sandboxDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/** The approval form for a checked request; `problem` (from a form sent back) is shown above it. */
export function approvalPage(input: { request: AuthorizeRequest; providerLabel: string; problem?: string; typed?: Partial<SandboxIdentityRow> }): string {
  const { request } = input
  const carried = [
    hidden('response_type', 'code'),
    hidden('client_id', request.clientId),
    hidden('redirect_uri', request.redirectUri),
    hidden('state', request.state),
    hidden('scope', request.scope),
    hidden('code_challenge', request.codeChallenge),
    hidden('code_challenge_method', 'S256'),
  ].join('\n')
  const picks = SANDBOX_IDENTITIES.map(
    (identity) =>
      `<button type="submit" class="secondary" name="pick" value="${escapeHtml(identity.subject)}">${escapeHtml(identity.displayName ?? identity.subject)}</button>`,
  ).join('\n')
  const typed = input.typed ?? {}
  return sandboxDocument(
    `Sandbox sign-in: ${input.providerLabel}`,
    `<h1>Sign in with ${escapeHtml(input.providerLabel)} (sandbox)</h1>
<p class="note">This is Portico's sandbox identity provider, standing in for ${escapeHtml(input.providerLabel)}. No real account is involved. Requested scope: ${escapeHtml(request.scope || '(none)')}.</p>
${input.problem ? `<p class="problem" role="alert">${escapeHtml(input.problem)}</p>` : ''}
<form method="post" action="${SANDBOX_PATHS.authorize}">
${carried}
<fieldset>
<legend>Approve as a test identity</legend>
${picks}
</fieldset>
</form>
<form method="post" action="${SANDBOX_PATHS.authorize}">
${carried}
<fieldset>
<legend>Or type one</legend>
<label for="subject">Account id</label>
<input type="text" id="subject" name="subject" required maxlength="64" pattern="[A-Za-z0-9._@\\-]+" autocomplete="off" value="${escapeHtml(typed.subject ?? '')}">
<label for="name">Name</label>
<input type="text" id="name" name="name" maxlength="64" autocomplete="off" value="${escapeHtml(typed.displayName ?? '')}">
<label for="email">E-mail</label>
<input type="email" id="email" name="email" maxlength="254" autocomplete="off" value="${escapeHtml(typed.email ?? '')}">
<button type="submit" name="decision" value="approve">Approve</button>
</fieldset>
</form>
<form method="post" action="${SANDBOX_PATHS.authorize}">
${carried}
<button type="submit" class="deny" name="decision" value="deny">Deny</button>
</form>`,
  )
}

/** A request the sandbox will not send anywhere (unknown client or redirect URI). */
export function errorPage(message: string): string {
  return sandboxDocument('Sandbox sign-in: error', `<h1>This sign-in request cannot be served</h1>\n<p class="problem" role="alert">${escapeHtml(message)}</p>`)
}
