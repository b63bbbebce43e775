// The part of netlify-identity-widget's API the editor uses (the package ships no types).
declare module "netlify-identity-widget" {
  interface NetlifyIdentity {
    init(options?: { container?: string; APIUrl?: string; logo?: boolean }): void;
    open(tab?: "login" | "signup"): void;
    close(): void;
    on(event: string, callback: (...args: unknown[]) => void): void;
  }
  const netlifyIdentity: NetlifyIdentity;
  export default netlifyIdentity;
}
