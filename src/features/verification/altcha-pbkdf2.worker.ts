// The proof-of-work solver for PBKDF2 challenges, served as a worker script of our own origin
// (the CSP allows workers from 'self' only; the widget's default build makes them from blobs).
import 'altcha/workers/pbkdf2'
