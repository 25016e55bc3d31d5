export interface Budget {
  /** at most */
  max?: number;
  /** strictly under */
  below?: number;
  /** at least */
  min?: number;
}

export interface Figure {
  group: string;
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  note?: string;
}

export function meets(value: number, budget?: Budget): boolean;
export function budgetText(budget: Budget | undefined, unit: string): string;
export function report(figure: Figure): boolean;
export function round(value: number): number;
export function percentile(values: number[], p: number): number;
export function finish(results: boolean[]): void;
