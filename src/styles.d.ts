declare module "*.module.scss" {
  const classes: { readonly [key: string]: string };
  export = classes;
}

/** A font file imported for its address: webpack copies it into public/static/ under a hashed name. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
