/** What the staff sign-in endpoints answer: the step the sign-in page shows next. */
export type StaffSignInStep = { next: 'code' | 'enrol' | 'console' }

/** What enrolment shows: the QR code as one SVG path, the key to type by hand, the backup codes. */
export type StaffEnrolment = {
  qr: { size: number; path: string }
  manualKey: string
  backupCodes: string[]
}
