declare module "*.module.scss" {
  const classes: { readonly [key: string]: string };
  export = classes;
}

/** A font file the build copies to /static/ under a hashed name: its address. */
declare module "*.woff2" {
  const href: string;
  export default href;
}
