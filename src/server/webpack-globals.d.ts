// webpack replaces this with Node's own `require` in a bundle; outside one (tests) it is undefined.
declare const __non_webpack_require__: NodeJS.Require | undefined;
