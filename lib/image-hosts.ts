/** "a.example, b.example" → ["a.example", "b.example"]: IMAGE_HOSTS, for the config and next.config. */
export function parseImageHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
