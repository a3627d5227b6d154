/**
 * Every third-party origin the site may talk to, each used only when configured: the one list a
 * Content-Security-Policy can be built from (ARCHITECTURE.md, security constraints).
 */
export const thirdParty = {
  /** Cloudflare Turnstile, when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set. */
  turnstile: {
    origin: 'https://challenges.cloudflare.com',
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    siteverify: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  },
  /** The scheduler embed, when SCHEDULER_EMBED_URL names one. */
  calendly: {
    origin: 'https://calendly.com',
    script: 'https://assets.calendly.com/assets/external/widget.js',
  },
  calCom: {
    origin: 'https://cal.com',
    script: 'https://app.cal.com/embed/embed.js',
  },
} as const
