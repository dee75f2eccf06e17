import type { ThirdPartyConfig } from "../analytics/third-party-config";
import { TAG_MANAGER_SCRIPT, tagManagerStart, thirdPartyScripts } from "../analytics/third-party-scripts";
import { consentState, mayStoreNow } from "../consent/consent-state";
import type { ScriptEntry } from "../state/scripts-slice";
import { sharedState } from "../state/use-storefront";

/** Each runs once per page, even if consent is withdrawn and given again. */
const fetched = new Set<string>();
const elements = new Map<string, HTMLScriptElement>();

function render(scripts: readonly ScriptEntry[]): void {
  const keys = new Set(scripts.map((script) => script.id ?? script.src));
  for (const [key, element] of elements) {
    if (keys.has(key)) continue;
    element.remove();
    elements.delete(key);
  }
  for (const script of scripts) {
    const key = script.id ?? script.src;
    if (fetched.has(script.src)) continue;
    elements.get(key)?.remove();
    if (script.id === TAG_MANAGER_SCRIPT) (window.dataLayer ??= []).push(tagManagerStart(Date.now()));
    const element = Object.assign(document.createElement("script"), { async: true, src: script.src });
    if (script.id) element.dataset.scriptId = script.id;
    document.head.appendChild(element);
    elements.set(key, element);
    fetched.add(script.src);
  }
}

function sync(config: ThirdPartyConfig, managed: Set<string>): void {
  const state = sharedState.getState();
  const wanted = thirdPartyScripts(config, state, mayStoreNow);
  // Added again on every change: the state keeps one entry per id, the page one <script>.
  for (const script of wanted) {
    managed.add(script.id);
    state.addScript(script);
  }
  for (const id of managed) if (!wanted.some((script) => script.id === id)) state.removeScript(id);
}

export function startThirdPartyScripts(config: ThirdPartyConfig): void {
  const managed = new Set<string>();
  sharedState.subscribe((state, previous) => {
    if (state.scripts !== previous.scripts) render(state.scripts);
    else if (state.awinId !== previous.awinId || state.cjEventId !== previous.cjEventId)
      sync(config, managed);
  });
  consentState.subscribe(() => sync(config, managed));
  render(sharedState.getState().scripts);
  sync(config, managed);
}
