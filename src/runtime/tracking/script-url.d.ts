/** Vite's `?worker&url` import: the URL of a module built as one self-contained script (see tracking/index.ts). */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
