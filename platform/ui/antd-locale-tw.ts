import zhTW from 'antd-mobile/es/locales/zh-TW';

/**
 * antd-mobile's zh-TW locale leaves these texts in English (its base locale): a Traditional Chinese
 * page must not mix scripts, so they are filled in here from the zh-CN texts, in Traditional.
 */
const twLocale: typeof zhTW = {
  ...zhTW,
  Calendar: { ...zhTW.Calendar, title: '日期選擇', confirm: '確認', start: '開始', end: '結束', startAndEnd: '開始/結束', today: '今日' },
  DatePicker: { ...zhTW.DatePicker, tillNow: '至今' },
  ImageUploader: { ...zhTW.ImageUploader, upload: '上傳' },
  InfiniteScroll: { ...zhTW.InfiniteScroll, failedToLoad: '載入失敗', retry: '重新載入' },
  Input: { ...zhTW.Input, clear: '清除' },
  PasscodeInput: { ...zhTW.PasscodeInput, name: '密碼輸入框' },
  SearchBar: { ...zhTW.SearchBar, name: '搜尋框' },
  Slider: { ...zhTW.Slider, name: '滑動輸入條' },
  Stepper: { ...zhTW.Stepper, decrease: '減少', increase: '增加' },
  Switch: { ...zhTW.Switch, name: '開關' },
  Selector: { ...zhTW.Selector, name: '選擇組' },
};

export default twLocale;
