import { useEffect, useState } from "react";
import { loadCommerce } from "../../commerce/commerce";
import type { CommercePlatform } from "../../commerce/platform";

// What can be asked about one product or variant without changing anything.
type QuestionAboutOne = "availability" | "backInStockEmail";
type AnswerTo<Name extends QuestionAboutOne> = Awaited<ReturnType<CommercePlatform[Name]>>;

/**
 * What the platform answers now about one product or variant, asked after the first render: the page is as
 * built until then, and stays so when the platform cannot be reached.
 */
export function useCommerceAnswer<Name extends QuestionAboutOne>(
  question: Name,
  about: string,
): AnswerTo<Name> | undefined {
  const [answer, setAnswer] = useState<AnswerTo<Name>>();
  useEffect(() => {
    let current = true;
    loadCommerce()
      .then((commerce) => (commerce[question] as (about: string) => Promise<AnswerTo<Name>>)(about))
      .then(
        (found) => current && setAnswer(found),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [question, about]);
  return answer;
}
