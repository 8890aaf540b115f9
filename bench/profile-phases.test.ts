import { describe, expect, it } from "vitest";
import { AFTER_HYDRATION, GC, INLINE, MODULE_EVALUATION, NO_URL, OTHER, phaseOf, phaseTimes } from "./profile-phases.mjs";

const at = (functionName: string, url = "http://localhost/assets/shell-abc.js", lineNumber = 100) => ({ functionName, url, lineNumber });

describe("the phase of a sample", () => {
  it("is the innermost phase its stack is in", () => {
    // React Router's router is created inside React's render (HydratedRouter's state): the router's.
    expect(phaseOf([at("flattenRoutes"), at("createHydratedRouter"), at("renderWithHooks"), at("renderRootConcurrent"), at("performWorkUntilDeadline")])).toBe("router: routes built, URL matched");
    expect(phaseOf([at("beginWork"), at("renderRootConcurrent")])).toBe("React: render (hydration)");
    expect(phaseOf([at("commitMutationEffectsOnFiber"), at("flushMutationEffects"), at("commitRoot")])).toBe("React: commit");
    expect(phaseOf([at("someEffect"), at("flushPassiveEffects")])).toBe("React: effects");
  });
  it("names the after-hydration chunk, a module's first run, garbage collection, and what has no script", () => {
    expect(phaseOf([at("low", "http://localhost/assets/after-hydration-Xy1.js"), at("flush", "http://localhost/assets/after-hydration-Xy1.js")])).toBe(AFTER_HYDRATION);
    expect(phaseOf([at("createContext"), at("", "http://localhost/assets/shell-abc.js", 0)])).toBe(MODULE_EVALUATION);
    expect(phaseOf([at("(garbage collector)", "", -1)])).toBe(GC);
    expect(phaseOf([at("e"), at("t")])).toBe(OTHER);
    expect(phaseOf([at("next", "", 24)])).toBe(NO_URL);
    expect(phaseOf([at("boot", "http://localhost/pricing", 0)])).toBe(INLINE);
  });
});

describe("a profile's time per phase", () => {
  it("adds each sample's time to its stack's phase, leaving idle time out", () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: at("(root)", "", -1), children: [2, 5] },
        { id: 2, callFrame: at("renderRootConcurrent"), children: [3] },
        { id: 3, callFrame: at("createHydratedRouter"), children: [4] },
        { id: 4, callFrame: at("flattenRoutes") },
        { id: 5, callFrame: at("(idle)", "", -1) },
      ],
      samples: [4, 4, 2, 5],
      timeDeltas: [1000, 2000, 500, 9000],
    };
    expect(Object.fromEntries(phaseTimes(profile))).toEqual({ "router: routes built, URL matched": 3, "React: render (hydration)": 0.5 });
  });
});
