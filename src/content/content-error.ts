export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (problem: ContentProblem): string =>
  `${problem.file}:${problem.line}: ${problem.message}`;

/** Its message is one `file:line: message` line per problem. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ContentError";
    this.problems = problems;
  }
}
