// Texts of the console's home content (area content): banners, notices and news.
import type zhHans from '../zh-Hans/content-home'
import type { Messages } from '../types'

const texts: Messages<typeof zhHans> = {
  banners: {
    menu: '輪播圖',
    title: '輪播圖',
    createTitle: '新增輪播圖',
    editTitle: '編輯輪播圖',
    detailTitle: '輪播圖詳情',
    keywordPlaceholder: '標題或跳轉目標',
    fields: {
      id: '編號', title: '標題', imageUrl: '圖片', linkKind: '跳轉類型', linkTarget: '跳轉目標', sort: '排序', state: '狀態',
      publishAt: '發布時間', createdAt: '建立時間', updatedAt: '更新時間'
    },
    linkKinds: { none: '不跳轉', goods: '商品', news: '新聞', route: '小程式頁面', url: '外部連結（僅網頁版）' },
    hints: {
      image: '建議上傳 750×360 的 JPG 圖片（小於 60KB，首頁載入更快）',
      title: '學員看不到標題，讀屏軟體會讀出它',
      sort: '數字小的排在前面',
      route: '小程式頁面路徑，如 pages/home/faq?categoryId=2',
      url: '以 https:// 開頭的完整網址；小程式內不可點擊（未設定業務網域）',
      urlInvalid: '請填寫以 https:// 開頭的完整網址',
      draft: '新增的輪播圖先儲存為未發布，在詳情頁發布或定時發布'
    },
    pickGoods: '選擇商品',
    pickNews: '選擇新聞',
    preview: '學員在首頁看到的樣子'
  },
  notices: {
    menu: '公告',
    title: '公告',
    createTitle: '新增公告',
    editTitle: '編輯公告',
    detailTitle: '公告詳情',
    keywordPlaceholder: '標題或內容中的文字',
    fields: {
      id: '編號', title: '標題', contentHtml: '內容', readCount: '已讀人數', state: '狀態', publishAt: '發布時間',
      createdAt: '建立時間', updatedAt: '更新時間'
    },
    hints: { draft: '新增的公告先儲存為未發布，在詳情頁發布或定時發布；按發布時間從新到舊排列' },
    preview: '學員看到的公告'
  },
  news: {
    menu: '新聞動態',
    title: '新聞動態',
    createTitle: '新增新聞',
    editTitle: '編輯新聞',
    detailTitle: '新聞詳情',
    keywordPlaceholder: '標題、摘要或來源',
    fields: {
      id: '編號', category: '分類', title: '標題', summary: '摘要', coverUrl: '封面', source: '來源', contentHtml: '正文',
      views: '閱讀數', state: '狀態', publishAt: '發布時間', createdAt: '建立時間', updatedAt: '更新時間'
    },
    categories: { academy: '學院動態', industry: '產業資訊', event: '活動報導' },
    hints: {
      cover: '列表中的縮圖，建議 4:3，小於 100KB',
      draft: '新增的新聞先儲存為未發布，在詳情頁發布或定時發布；按發布時間從新到舊排列'
    },
    preview: '學員看到的新聞'
  }
}

export default texts
