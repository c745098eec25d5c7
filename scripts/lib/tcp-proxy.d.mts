export interface CuttableProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  openLinks(): number;
}

export function cuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy>;
