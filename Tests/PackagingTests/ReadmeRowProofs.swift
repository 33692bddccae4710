/// What proves a row of one of the README's tables (or a claim of its prose), kept beside the README rather than in
/// it, so that the tables stay readable and rows can be added without reformatting the others.
/// `ReadmeRowProofTests` holds the mapping to the README: every row has an entry, every entry has a row, and every
/// proof named exists.
enum ReadmeRowProof: Sendable {
    /// A test function (`func name(`) or suite (`struct name ` / `class name`) in `Tests/` or `Examples/`.
    case test(String)
    /// A check an example program makes when CI runs it (a flow of the classic app, the async `main` check): `file`
    /// contains `check`, and the CI script `runBy` runs the program (it names the file or a folder of it).
    case runs(String, in: String, runBy: String)
    /// A compile-time fact: `file` contains `code`, and the CI script `checkedBy` compiles `file` (it names the
    /// file or its folder) with no error and no warning other than the ones the file marks.
    case compiles(String, in: String, checkedBy: String)
    /// A figure from one run, not a test: the script or test that measures it (named under the table too).
    case measuredBy(String)
    /// What no check here can prove (a negative compile result, an Objective-C runtime trap), and why.
    case unproven(String)
}

/// A table of the README: the first table after `heading` whose header line starts with `header`, and, for each
/// row, a key that is its first cell (or, ending in "…", a prefix of it) and the proofs of the row's claims.
struct ReadmeTableProofs: Sendable {
    let heading: String
    let header: String
    let rows: [(key: String, proofs: [ReadmeRowProof])]
}

/// Prose that makes checkable claims: each key is a phrase the section contains.
struct ReadmeProseProofs: Sendable {
    let heading: String
    let claims: [(phrase: String, proofs: [ReadmeRowProof])]
}

extension ReadmeTableProofs {
    private static let legacyClient = "Examples/ClassicApp/Sources/LegacyClient/Isolation.swift"
    private static let classicFlows = "Examples/ClassicApp/Sources/classic-app-flows/CustomAndLegacyFlows.swift"
    private static let asyncMainCheck = "Examples/SwiftTestingClient/Sources/AsyncMainCheck/AsyncMainCheck.swift"
    private static let objcClient = "Examples/ObjCClient/Sources/MJClientTableViewController.m"

    /// "What you get".
    static let whatYouGet = ReadmeTableProofs(
        heading: "### What you get", header: "| | |",
        rows: [
            ("Header", [.test("HeaderPullTests"), .test("HeaderAPITests"), .test("GifHeaderTests")]),
            (
                "Load more",
                [
                    .test("AutoFooterLoadTests"), .test("BackFooterPullTests"), .test("AutoFooterAppearanceTests"),
                    .test("afterAnEndTheNextLoadNeedsTheUserToReachTheNewEnd"),
                ]
            ),
            ("Trailer", [.test("TrailerPullTests"), .test("TrailerTitleLayoutTests")]),
            (
                "Languages",
                [
                    .test("everyLanguageHasEveryKeyAndNoOther"), .test("regionalAndUnknownCodesMapToABuiltInLanguage"),
                    .test("languageResolution"), .test("everyLanguageLaysTheDateOutInItsLocale"),
                    .test("changingTheLanguageUpdatesEveryLabelInPlace"),
                    .test("anAppStringsTableOverridesTheBuiltInTextsThenBuiltInThenEnglish"),
                    .test("RightToLeftLayoutTests"),
                ]
            ),
            (
                "Second floor",
                [
                    .test("pastItTheReleaseOpensThePageAndCloseGoesBack"),
                    .test("belowTheSecondThresholdItRefreshesAsAnyHeader"),
                    .test("voiceOverOpensAndClosesTheSecondFloor"), .test("SecondFloorPromisesTests"),
                ]
            ),
            (
                "Older items",
                [
                    .test("loadsWhenTheTopComesIntoViewAndKeepsThePlaceUnderTheFinger"),
                    .test("keepsThePlaceWhileTheListDecelerates"), .test("AutoHeaderTests"),
                    .test("LoadingOlderItemsPromisesTests"),
                ]
            ),
            (
                "Leader",
                [
                    .test("pullingRightPastTheStartRefreshesWithOnlyTheLeftInset"),
                    .test("rightToLeftItSitsAfterTheContentAndWritesTheRightInset"),
                    .test("LeadingRefreshPromisesTests"),
                ]
            ),
            (
                "Prefetch",
                [
                    .test("loadsWhenTheEndIsWithinTheDistance"),
                    .test("theDistanceWinsOverThePercentAndNilGivesThePercentBack"), .test("PrefetchPromisesTests"),
                ]
            ),
            ("Custom content", [.test("CustomContentTests"), .test("CustomContentPromisesTests")]),
            (
                "Failed loads wait",
                [
                    .test("aFailedAutoLoadWaitsWithTheRetryTitle"),
                    .test("scrollingFlingingOrReleasingAtTheEndDoesNotRetry"),
                    .test("aTapACallOrTheLoadMoreActionRetries"), .test("aPullPastTheEndRetries"),
                    .test("aHeadersFailureLeavesTheLastUpdateAsItWas"), .test("FailedLoadsPromisesTests"),
                ]
            ),
            ("async/await", [.test("refreshEndsWhenTheTaskReturns"), .test("AsyncRefreshTests")]),
            (
                "Results",
                [
                    .test("aFailureShowsItsMessageAndMarkForTheMomentThenCollapses"),
                    .test("theAsyncFormEndsWithTheResultItReturns"), .test("ResultsPromisesTests"),
                    .test("ResultsSnippetTests"),
                ]
            ),
            (
                "SwiftUI",
                [
                    .test("SwiftUIBridgeTests"),
                    .compiles(".refreshHeader(isRefreshing:", in: "README.md", checkedBy: ".ci/snippet-check"),
                ]
            ),
            (
                "A flag to bind",
                [.test("RefreshingFlagTests"), .test("endRefreshingAndWaitReturnsWhenTheCollapseFinishes")]
            ),
            (
                "Showing your own load",
                [.test("showingRevealsTheHeaderWithoutRunningTheAction"), .test("ShownRefreshTests")]
            ),
            (
                "Following the state",
                [
                    .test("StateObservationTests"),
                    .unproven("key-value observing needs the Objective-C runtime, which Linux has not"),
                ]
            ),
            ("Cancelling", [.test("RefreshCancellationTests")]),
            (
                "Footer results",
                [
                    .test("aFooterFailureReadsAsLoading"), .test("aFooterFailureInAnotherLanguage"),
                    .test("ResultWordingTests"),
                ]
            ),
            (
                "A quiet end",
                [.test("aQuietResultEndsAtOnceShowingNothing"), .test("aResultTaskReturningQuietShowsNoSuccess")]
            ),
            (
                "Accessibility",
                [
                    .test("AccessibilityAnnouncementTests"), .test("AccessibilityElementTests"),
                    .test("AccessibilityCustomActionTests"), .test("DynamicTypeTests"),
                    .test("AccessibilityPromisesTests"), .test("AccessibilityAnnouncementPromisesTests"),
                ]
            ),
            ("Haptics", [.test("eachForwardCrossingByAFingerGivesOneImpact"), .test("noImpactUnlessEnabled")]),
            ("Right to left", [.test("RightToLeftLayoutTests"), .test("RightToLeftTrailerTests")]),
            (
                "Threads",
                [
                    .test("endingFromABackgroundThreadRunsOnTheMainThreadInOrder"),
                    .test("aBackgroundEndRunsItsBlockOnceOnTheMainQueue"), .test("BackgroundCallerTests"),
                    .test("MainThreadCallTests"), .test("endRefreshingTakesEffectBeforeItReturns"),
                    .runs(
                        "endRefreshing() from the main actor ends before it returns",
                        in: asyncMainCheck, runBy: ".ci/run"),
                    .compiles(
                        "header.endRefreshing()  // MJRefresh warns too in Swift 6", in: legacyClient,
                        checkedBy: ".ci/run"),
                    .test("anEndFromABackgroundTaskLandsOnTheMainActor"),
                    .unproven("the error without `await` in a `Task.detached` closure: no check compiles failing code"),
                ]
            ),
        ])

    /// "Coming from MJRefresh": You write / Here / Why.
    static let comingFromMJRefresh = ReadmeTableProofs(
        heading: "## Coming from MJRefresh", header: "| You write",
        rows: [
            (
                "`header.stateLabel?.text`…",
                [
                    .compiles("header.stateLabel?.font", in: legacyClient, checkedBy: ".ci/run"),
                    .compiles(
                        "header.loadingView?.color",
                        in: "Examples/ClassicApp/Sources/ClassicApp/FeedViewController.swift",
                        checkedBy: ".ci/run"),
                    .test("labelsShareTheHeaderOrTheStateLabelFillsItWhenTheTimeIsHidden"),
                ]
            ),
            (
                "`header.endRefreshing()` on the main actor…",
                [
                    .test("endRefreshingChangesStateBeforeReturningAndCollapsesAfterwards"),
                    .test("endThenBeginInOneTurnLeavesItRefreshing"),
                    .test("endingFromABackgroundThreadRunsOnTheMainThreadInOrder"),
                ]
            ),
            (
                "`await header.endRefreshing()`…",
                [
                    .test("synchronousCallsInAsyncCodeStillMeanTheSynchronousMethods"),
                    .compiles(
                        "Task.detached { await header.endRefreshing() }",
                        in: "Examples/SwiftTestingClient/Tests/ClientTests/HeaderTests.swift", checkedBy: ".ci/run"),
                    .unproven("the warning on the main actor: no check here compiles code that is expected to warn"),
                ]
            ),
            (
                "A `switch` over `MJRefreshState`…",
                [
                    .compiles(
                        "@unknown default: break", in: "Examples/ClassicApp/Sources/ClassicApp/PlaneHeader.swift",
                        checkedBy: ".ci/run"),
                    .unproven(
                        "the warning of a plain `default:`: no check here compiles code that is expected to warn"),
                ]
            ),
            (
                "`footer.setImages(images as [Any], for: .idle)`",
                [.test("untypedImageArraysPlayTheirImagesAndSkipTheRest")]
            ),
            (
                "`override func setTitle…",
                [
                    .test("aSetTitleOverrideWithAnOptionalTitleRunsForEveryCall"),
                    .test("setTitleWinsForItsStateAndIgnoresNil"),
                ]
            ),
            (
                "`header.isCollectionViewAnimationBug = true`",
                [.test("theCollectionViewSwitchRevealsAndCollapsesWithoutAnimation")]
            ),
            (
                "`footer.isAutomaticallyHidden = true` (deprecated)",
                [
                    .runs("runner.flow(\"deprecated members\")", in: classicFlows, runBy: ".ci/run"),
                    .test("theFlagIsStoredAndChangesNeitherShowingNorLoading"),
                ]
            ),
            (
                "`header.refreshingAction` read as `Selector`",
                [
                    .compiles(
                        "public final var refreshingAction: Selector?",
                        in: "Sources/MJRefresh/Base/MJRefreshComponent+Callbacks.swift",
                        checkedBy: ".ci/run"),
                    .unproven("that it reads nil until set: target-action needs the Objective-C runtime, not on Linux"),
                    .compiles(
                        "refreshingAction:",
                        in: "Examples/ClassicApp/Sources/ClassicApp/TargetActionViewController.swift",
                        checkedBy: ".ci/run"),
                ]
            ),
            (
                "Key-value observing of `state`…",
                [
                    .unproven("key-value observing needs the Objective-C runtime, which Linux has not"),
                    .test("theStateIsASwiftPropertyWithoutDynamicDispatch"),
                ]
            ),
            (
                "`MJRefreshDidChangeLanguageNotification`",
                [
                    .test("theGlobalConstantsHoldWhatTheComponentsUse"),
                    .compiles(
                        ".MJRefreshDidChangeLanguage",
                        in: "Examples/ClassicApp/Sources/ClassicApp/SettingsViewController.swift",
                        checkedBy: ".ci/run"),
                ]
            ),
            ("An Objective-C file…", [.compiles("@import MJRefresh;", in: objcClient, checkedBy: ".ci/objc-check")]),
            (
                "An Objective-C subclass of `MJRefreshHeader`…",
                [
                    .compiles(
                        "MJRefreshCustomContent", in: "Examples/ObjCClient/Sources/MJClientSpinnerContent.h",
                        checkedBy: ".ci/objc-check"),
                    .unproven(
                        "that the subclass does not compile: no check here compiles code that is expected to fail"),
                ]
            ),
            ("`MJRefreshExchangeImplementations(…)`", [.test("noSourceDeclaresMJRefreshsSwizzlingHelper")]),
            (
                "`MJRefreshVersionNumber`, `MJRefreshVersionString`",
                [
                    .unproven(
                        "that they are absent: no check here compiles code that is expected to fail "
                            + "(Tools/mjrefresh-api-parity skips them, saying why)")
                ]
            ),
            (
                "`MJRefreshConfig.default.languageCode = \"en\"` from any thread",
                [.test("theConfigurationChangedFromAnotherThreadReLocalisesOnTheMainThread")]
            ),
            (
                "`header.beginRefreshing(completionBlock:)`, `header.endRefreshing(completionBlock:)`",
                [
                    .test("aBeginCompletionRunsOnceForItsCallAndIsNotKept"), .test("aBlockNeverRunsAgainAtALaterEnd"),
                    .test("theHooksRunAtEveryRefreshBeforeTheCallsBlock"),
                    .test("anEndOnAnIdleComponentRunsItsBlockOnceAtOnce"),
                    .test("endCompletionBlockRunsWhenTheCollapseEnds"),
                    .test("endRefreshingAndWaitReturnsWhenTheCollapseFinishes"),
                    .test("beginRefreshingAndWaitTellsWhetherItsRefreshCalledBack"),
                ]
            ),
            (
                "`beginRefreshing(); endRefreshing()` in one turn…",
                [
                    .test("aRefreshEndedInTheTurnItBeganCallsNothing"),
                    .test("aComponentReplacedDuringItsRevealCallsNothing"),
                    .test("aComponentRemovedAndReAddedDuringItsRevealCallsBackOnlyForItsNextRefresh"),
                ]
            ),
            ("A back footer at rest…", [.test("BackFooterRestingVisibilityTests")]),
            (
                "An auto footer on an empty list",
                [.test("hiddenOnAnEmptyListAndShownWhenRowsArrive"), .test("theAppsOwnHidingStaysInForce")]
            ),
            (
                "`override var isRefreshing: Bool { … }` (getter only)",
                [
                    .test("anIsRefreshingOverrideWithAGetterAndASetterBeginsAndEnds"),
                    .test("trueBeginsOnceAndFalseEndsWithTheCollapse"),
                    .unproven("that a getter-only override does not compile: no check compiles code expected to fail"),
                ]
            ),
            (
                "After a failed load, the app remembers the failure…",
                [.test("aFailedAutoLoadWaitsWithTheRetryTitle"), .test("FooterRetryTests")]
            ),
            (
                "`footer.triggerAutomaticallyRefreshPercent = -10` to load ahead of the end",
                [
                    .test("loadsWhenTheEndIsWithinTheDistance"),
                    .test("theDistanceWinsOverThePercentAndNilGivesThePercentBack"),
                ]
            ),
            (
                "A refresh at the start of a horizontal list…",
                [.test("pullingRightPastTheStartRefreshesWithOnlyTheLeftInset"), .test("LeaderTests")]
            ),
            (
                "Loading older messages at the top of a chat…",
                [
                    .test("loadsWhenTheTopComesIntoViewAndKeepsThePlaceUnderTheFinger"),
                    .test("keepsThePlaceWhileTheListDecelerates"), .test("keepsThePlaceInACollectionView"),
                ]
            ),
            (
                "A custom header: subclass `MJRefreshHeader`…",
                [
                    .test("prepareRunsOnceInTheInitialiserAndPlaceSubviewsAtEachLayout"),
                    .test("stateDidChangeReportsTheOldStateOncePerChange"), .test("CustomContentTests"),
                ]
            ),
            (
                "A \"second floor\" (Taobao-style page above the list)…",
                [.test("pastItTheReleaseOpensThePageAndCloseGoesBack"), .test("TwoLevelHeaderTests")]
            ),
            (
                "The last-updated time, `\"MM-dd HH:mm\"`",
                [
                    .test("everyLanguageLaysTheDateOutInItsLocale"), .test("todayThisYearAndOtherYears"),
                    .test("lastUpdatedTimeTextMakesTheTimeLabelFromTheDate"),
                ]
            ),
        ])

    /// "Objective-C": how each package manager's module is imported.
    static let objectiveCPackaging = ReadmeTableProofs(
        heading: "## Objective-C", header: "| Packaging",
        rows: [
            (
                "Swift Package Manager",
                [
                    .compiles("@import MJRefresh;", in: objcClient, checkedBy: ".ci/objc-check"),
                    .compiles(
                        "#import <MJRefresh/MJRefresh.h>", in: "Examples/ObjCClient/Sources/MJClientSettings.m",
                        checkedBy: ".ci/objc-check"),
                    .test("headerDeclaresExactlyWhatTheSourceDefinesHiddenFromSwift"),
                ]
            ),
            (
                "CocoaPods (`MJRefreshSwift`)",
                [
                    .test("moduleIsTheLibraryProductSoAppsImportTheSameName"),
                    .test("podShipsTheHeaderTargetsHeaderAndConstants"),
                    .unproven("CocoaPods does not run here: the podspec is checked as text"),
                ]
            ),
        ])

    /// "SwiftUI": which iOS versions and containers.
    static let swiftUIVersions = ReadmeTableProofs(
        heading: "## SwiftUI", header: "| iOS",
        rows: [
            (
                "13",
                [
                    .test("deploymentTargetAndSwiftVersionAreThePackages"), .test("theProbeFindsEachListKindBesideIt"),
                    .compiles(
                        "@available(iOS 13.0, *)", in: "Sources/MJRefreshSwiftUI/View+MJRefresh.swift",
                        checkedBy: ".ci/run"),
                    .unproven("SwiftUI itself never runs here: which UIKit view a `List` is on each iOS is Apple's"),
                ]
            ),
            ("14–15", [.test("theProbeFindsEachListKindBesideIt"), .test("aProbeInsideTheContentFindsItsScrollView")]),
            ("16 and later", [.test("theProbeFindsEachListKindBesideIt")]),
        ])

    /// "Demo": the scenarios.
    static let demoScenarios = ReadmeTableProofs(
        heading: "## Demo", header: "| `--scenario`",
        rows: [
            ("`header`", [.test("headerShortPullBouncesBackThenFullPullRefreshesOnce")]),
            (
                "`gif-header`",
                [
                    .test("gifHeaderRefreshesOnce"), .test("idleFramesFollowThePullingPercentClamped"),
                    .test("imagesWithADurationPlayWhileRefreshingAndStopWhenIdle"),
                ]
            ),
            ("`auto-footer`", [.test("autoFooterLoadsThreePagesThenNoMoreData")]),
            (
                "`back-footer`",
                [
                    .test("backFooterOnAShortListLoadsTwiceAndRestsAtTheTop"),
                    .test("anIdleFooterBelowAShortListIsInvisibleAtRestAndAppearsAsItIsPulled"),
                ]
            ),
            ("`trailer`", [.test("trailerRefreshesFromAFingerOnlyAndRestoresTheRightInset")]),
            ("`language`", [.test("languageSwitchesWhileVisibleAndNeverStartTheFooter")]),
            ("`begin-early`", [.test("beginRefreshingBeforeOnScreenWaitsThenRefreshesOnce")]),
            ("`results`", [.test("resultsShowTheFailureThenTheSuccessBeforeEachCollapse")]),
            ("`haptics`", [.test("hapticsGiveOneImpactPerForwardCrossingByTheFingerOnly")]),
            ("`accessibility`", [.test("voiceOverRefreshesAndLoadsThroughTheActionsAndHearsEachStep")]),
            ("`rtl`", [.test("rightToLeftHeaderRefreshesOnceWithItsArrowRightOfTheArabicTexts")]),
            ("`rtl-trailer`", [.test("rightToLeftTrailerEndsTheMirroredCardsOnTheLeftAndWritesTheLeftInset")]),
            ("`dark`", [.test("theDarkScenarioDrawsDarkScreensAndTheArabicCarouselSpeaksArabic")]),
            ("`large-title`", [.test("largeTitleRefreshesBelowTheSearchFieldAndScrollingCollapsesTheTitle")]),
            ("`tab-bar`", [.test("tabBarFooterLoadsAboveTheTabBarAndASwitchAwayAndBackLoadsOnce")]),
            ("`sticky-sections`", [.test("stickySectionHeadersStayBelowTheRefreshingHeaderAndPinnedAfterTheEnd")]),
            ("`paging`", [.test("pagingRefreshesEachPageOnItsOwnAndASwipeRefreshesNothing")]),
            ("`older-items`", [.test("olderMessagesLoadAtTheTopWithoutAJumpUntilThereAreNone")]),
            ("`leader`", [.test("theLeaderRefreshesTheCarouselFromItsStart")]),
            ("`second-floor`", [.test("aShortPullRefreshesALongOneOpensTheSecondFloor")]),
            ("`custom-content`", [.test("aFramePlayingViewIsAPlainHeadersContent")]),
            ("`prefetch`", [.test("pagesLoadAScreenHeightAheadOfTheEnd")]),
            ("`failed-load`", [.test("aFailedLoadWaitsForTheTapThenLoadsTheNextPage")]),
        ])

    /// "Demo": the command line's options.
    static let demoOptions = ReadmeTableProofs(
        heading: "## Demo", header: "| option",
        rows: [
            ("`--list`", [.test("helpAndListWin")]),
            ("`--scenario NAME`", [.test("everyOptionWithSeparateAndInlineValues")]),
            (
                "`--out DIR`",
                [
                    .test("everyOptionWithSeparateAndInlineValues"), .test("noArgumentsPlaysTheWholeTourWithDefaults"),
                    .test("theDemosDefaultOutputIsIgnoredByGit"),
                ]
            ),
            (
                "`--fps N`",
                [.test("framesPerSecondFrom1To120AreAccepted"), .test("framesPerSecondOutsideTheBoundsAreRefused")]
            ),
            (
                "`--language CODE`",
                [
                    .test("languageIsMatchedWithoutCaseAndGivenCanonically"),
                    .test("noArgumentsPlaysTheWholeTourWithDefaults"),
                ]
            ),
            ("`--help`", [.test("helpAndListWin"), .test("usageNamesEveryOptionAndScenario")]),
        ])

    /// "Benchmarks": figures from one run, held by what measures them (the README names the same under the table).
    static let benchmarks = ReadmeTableProofs(
        heading: "## Benchmarks", header: "| Measure",
        rows: [
            ("Library instructions per offset change: …", [.measuredBy("Benchmarks/Profiling/instructions")]),
            ("Whole event with the stand-in, …", [.measuredBy("Benchmarks/Profiling/instructions")]),
            (
                "UIKit writes per offset change, list scrolled away…",
                [
                    .measuredBy("Tests/MJRefreshTests/UIKitWritesPerScrollEventTests.swift"),
                    .test("aListScrolledAwayFromItsIdleComponentsWritesNothing"),
                ]
            ),
            (
                "UIKit writes per offset change of a pull short of the threshold",
                [
                    .measuredBy("Tests/MJRefreshTests/UIKitWritesPerScrollEventTests.swift"),
                    .test("aPullUnderTheThresholdWritesOnlyThePercentDrivenAlpha"),
                    .test("aGifHeaderPulledWritesAnImageOnlyWhenItsFrameChanges"),
                ]
            ),
            ("Size for iPhone (arm64 objects), …", [.measuredBy("Benchmarks/size/measure")]),
        ])

    /// Every table this file holds. ("Bad input", "Right-to-left" and "Results" name their tests in a column, and
    /// "Testing with the stand-in" lists APIs: `ReadmeTableTests` holds those.)
    static let all: [ReadmeTableProofs] = [
        whatYouGet, comingFromMJRefresh, objectiveCPackaging, swiftUIVersions, demoScenarios, demoOptions, benchmarks,
    ]
}

extension ReadmeProseProofs {
    /// "Containers and bars": the numbers and rules the stand-in's containers promise.
    static let containersAndBars = ReadmeProseProofs(
        heading: "### Containers and bars",
        claims: [
            ("child view controllers with their appearance callbacks", [.test("ContainmentTests")]),
            ("`additionalSafeAreaInsets`", [.test("additionalSafeAreaInsetsAddToTheViewAndChildrenGetTheirOverlap")]),
            ("`edgesForExtendedLayout`", [.test("edgesForExtendedLayoutWithoutTopStartsBelowATranslucentBar")]),
            (
                "push, pop, swipe back",
                [
                    .test("pushAndPopRunTheAppearanceCallbacksInUIKitOrder"),
                    .test("aFinishedSwipeBackPopsAndCancelsTheTouchesOfTheLeavingList"),
                ]
            ),
            (
                "a translucent or opaque bar",
                [
                    .test("translucentBarCoversTheTopOfAFullScreenList"),
                    .test("opaqueBarStartsTheListBelowItUnlessItAsksToExtend"),
                ]
            ),
            ("large titles that collapse and stretch", [.test("LargeTitleTests")]),
            ("a search controller in the navigation item", [.test("SearchControllerTests")]),
            ("`contentOffset.y == -103`", [.test("translucentBarCoversTheTopOfAFullScreenList")]),
            ("−155 under an expanded large title", [.test("LargeTitleTests")]),
            (
                "a tab bar adds 49 pt above the 34 pt home indicator",
                [.test("theTabBarSitsAboveTheHomeIndicatorAndEndsTheSafeArea")]
            ),
            (
                "loses its finger",
                [.test("aSwitchCancelsAHeldDrag"), .test("aRemovedScrollViewLosesItsFingerAndBouncesBack")]
            ),
            (
                "`Examples/ContainerScreens`",
                [
                    .compiles(
                        "UINavigationController",
                        in: "Examples/ContainerScreens/Sources/ContainerScreens/AppTabBarController.swift",
                        checkedBy: ".ci/run")
                ]
            ),
        ])
}
