// Next.js ships the file tracer it uses for `output: 'standalone'` (@vercel/nft) without types;
// scripts/lib/standalone.ts uses the same copy rather than adding a second one to the project.
declare module 'next/dist/compiled/@vercel/nft' {
  const nft: {
    nodeFileTrace(
      files: string[],
      options: { base: string; ignore?: (file: string) => boolean },
    ): Promise<{ fileList: Set<string>; warnings: Set<Error> }>
  }
  export default nft
}
