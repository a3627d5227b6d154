// Stand-in for the `server-only` marker package under Vitest, where every module runs in Node.
export {}
