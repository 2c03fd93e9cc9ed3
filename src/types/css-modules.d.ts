// Gatsby 5 compiles CSS modules to named exports, imported as `import * as styles`.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
