export function maskEmails(text: string): string
