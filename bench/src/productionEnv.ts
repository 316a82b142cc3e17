// Imported first by compare.ts: boardgame.io skips its development-only checks in production, the mode a
// simulation would run in. (Measured: it makes no visible difference to its speed.)
process.env.NODE_ENV ??= 'production'
